import Foundation
import Render
import Scene
import Testing

@Suite struct TextGoldenTests {
    func label(_ string: String, _ frame: Rect, font: Font = Font(family: "DejaVu Sans", size: 12), alignment: TextAlignment = .left,
               color: Color = .black, configure: (inout TextContent) -> Void = { _ in }) -> Layer {
        var text = TextContent(string: string, font: font, color: color, alignment: alignment)
        configure(&text)
        var layer = Layer(content: .text(text))
        layer.frame = frame
        layer.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9)
        return layer
    }

    @Test func alignmentWrappingAndTruncation() throws {
        let layers = [
            label("Left", Rect(x: 5, y: 5, width: 90, height: 14)),
            label("Centre", Rect(x: 5, y: 22, width: 90, height: 14), alignment: .center),
            label("Right", Rect(x: 5, y: 39, width: 90, height: 14), alignment: .right),
            label("A long caption that wraps", Rect(x: 5, y: 56, width: 90, height: 28), configure: { $0.isWrapped = true }),
            label("Truncated in the middle", Rect(x: 5, y: 86, width: 90, height: 14), configure: { $0.truncation = .middle }),
        ]
        try Goldens.expect(try Goldens.render(layers), matches: "text-alignment-wrap-truncate", tolerance: 3)
    }

    @Test func cjkRotatedAndBoldLabels() throws {
        let format = try NumberFormat("%.1f%% 百分比")
        var gauge = label("", Rect(x: 5, y: 5, width: 150, height: 30), font: Font(family: "Helvetica", size: 20, weight: .bold),
                          alignment: .center, color: Color(red: 0.47, green: 0.7, blue: 0))
        gauge.content = .text(TextContent(format: format, number: 73.5, font: Font(family: "Helvetica", size: 20, weight: .bold),
                                          color: Color(red: 0.47, green: 0.7, blue: 0), alignment: .center))
        var rotated = label("SEP 1", Rect(x: 0, y: 0, width: 50, height: 14))
        rotated.position = Point(x: 30, y: 70)
        rotated.transform = .rotation(-Double.pi / 2)
        var angled = label("SEP 2", Rect(x: 0, y: 0, width: 50, height: 14))
        angled.position = Point(x: 100, y: 70)
        angled.transform = .rotation(Double.pi / 4)
        let frame = try Goldens.render([gauge, rotated, angled], width: 160, height: 110)
        try Goldens.expect(frame, matches: "text-cjk-rotated", tolerance: 3)
    }

    @Test func cjkRendersAsGlyphsNotBoxes() throws {
        let layout = try TextProbe.unknownGlyphCount("百分比 73.5%", font: Font(family: "Helvetica", size: 20))
        #expect(layout == 0)
        // A character no installed font has would count: the probe can fail.
        #expect(try TextProbe.unknownGlyphCount("\u{1D11E}\u{13000}", font: Font(family: "Helvetica", size: 20)) > 0)
    }

    @Test func missingFontIsAnErrorNamingIt() throws {
        let layer = label("x", Rect(x: 0, y: 0, width: 50, height: 20), font: Font(family: "Comic Nonexistent", size: 12))
        do {
            _ = try Goldens.render([layer])
            Issue.record("rendered with a missing font")
        } catch let error as RenderError {
            guard case .fontNotInstalled(let family, let installed) = error else { Issue.record("\(error)"); return }
            #expect(family == "Comic Nonexistent")
            #expect(installed.contains("DejaVu Sans"))
            #expect(error.description.contains("'Comic Nonexistent'"))
        }
    }

    @Test func helveticaIsAFontconfigAliasForDejaVuSans() {
        #expect(TextProbe.resolvedFamily("Helvetica") == "DejaVu Sans")
        #expect(TextProbe.isAvailable("Helvetica") && TextProbe.isAvailable("Arial") && TextProbe.isAvailable("sans-serif"))
        #expect(TextProbe.isAvailable("WenQuanYi Micro Hei"))
        #expect(!TextProbe.isAvailable("Comic Nonexistent"))
    }

    @Test func measuringMatchesLayout() throws {
        let measurer = TextMeasurer()
        let font = Font(family: "DejaVu Sans", size: 12)
        let hundred = try measurer.size(of: "100", font: font)
        // DejaVu Sans digits advance 0.636 em each; a line is about 1.16 em tall.
        #expect(abs(hundred.width - 3 * 0.636 * 12) < 0.5, "\(hundred)")
        #expect(hundred.height > 12 && hundred.height < 16)
        let wrapped = try measurer.size(of: "one two three four", font: font, wrapWidth: 40)
        #expect(wrapped.width <= 40 && wrapped.height > 2 * hundred.height)
        #expect(try measurer.size(of: "", font: font).width == 0)
        #expect(throws: RenderError.self) { try measurer.size(of: "x", font: Font(family: "Comic Nonexistent")) }
        #expect(try Renderer().size(of: "100", font: font) == hundred)
    }
}
