@testable import Render
import Scene
import Testing

/// A line cut to its width with an ellipsis is drawn exactly as its cut string would be drawn
/// whole: aligned as any other line (a right-aligned name cut short ends where its neighbours
/// end), with no gap after the ellipsis. Pango's own ellipsizing widens the ellipsis to fill
/// the width, which left a cut line short of its alignment edge.
@Suite struct TruncatedTextTests {
    static let font = Font(family: "DejaVu Sans", size: 40)
    static let width = 216.0

    func frame(_ string: String, alignment: TextAlignment, truncation: TextTruncation) throws -> Frame {
        var text = TextContent(string: string, font: Self.font, color: .black, alignment: alignment)
        text.truncation = truncation
        var layer = Layer(content: .text(text))
        layer.frame = Rect(x: 12, y: 10, width: Self.width, height: 60)
        return try Renderer().render(Scene(size: Size(width: 240, height: 80), duration: 1, background: .white, layers: [layer]), at: 0)
    }

    @Test(arguments: [TextTruncation.start, .middle, .end], [TextAlignment.left, .center, .right])
    func aCutLineIsDrawnAsItsCutStringWhole(truncation: TextTruncation, alignment: TextAlignment) throws {
        let string = "Gamma and a few more words"
        let cut = TextEngine().cutToFit(string, font: Self.font, width: Self.width, truncation: truncation)
        #expect(cut != string && cut.contains("\u{2026}"))
        #expect(try frame(string, alignment: alignment, truncation: truncation) == frame(cut, alignment: alignment, truncation: .none))
    }

    @Test func theCutKeepsAsManyCharactersAsFitAndNoSpaceBesideTheEllipsis() throws {
        let measurer = TextMeasurer(), engine = TextEngine()
        func width(_ string: String) throws -> Double { try measurer.size(of: string, font: Self.font, wrapWidth: nil).width }
        let string = "Saint Vincent and the Grenadines"
        for room in stride(from: 60.0, through: 600, by: 7) {
            let cut = engine.cutToFit(string, font: Self.font, width: room, truncation: .end)
            #expect(try width(cut) <= room)
            #expect(!cut.contains(" \u{2026}"))
            let kept = cut.dropLast().count
            // One character more, spaces and all, no longer fits.
            let longer = String(string.prefix(kept + 1)).trimmingTrailingSpaces + "\u{2026}"
            #expect(try width(longer) > room || longer.count <= cut.count, "\(room): \(cut)")
        }
        #expect(engine.cutToFit(string, font: Self.font, width: 2000, truncation: .end) == string)
        #expect(engine.cutToFit(string, font: Self.font, width: 1, truncation: .end) == "\u{2026}")
    }
}

extension TruncatedTextTests {
    /// `reel layout` says what a cut text shows, and nothing for one drawn whole.
    @Test func theLayoutTreeSaysWhatACutTextShows() throws {
        func layer(_ string: String, y: Double) -> Layer {
            var text = TextContent(string: string, font: Self.font, color: .black, alignment: .right)
            text.truncation = .end
            var layer = Layer(content: .text(text))
            layer.frame = Rect(x: 12, y: y, width: Self.width, height: 60)
            return layer
        }
        let scene = Scene(size: Size(width: 240, height: 160), duration: 1, background: .white,
                          layers: [layer("Gamma and a few more words", y: 10), layer("Beta", y: 80)])
        let texts = try Renderer().layoutTree(of: scene, at: 0).nodes.filter { $0.text != nil }
        let cut = TextEngine().cutToFit("Gamma and a few more words", font: Self.font, width: Self.width, truncation: .end)
        #expect(texts.map(\.shownText) == [cut, nil])
    }
}
