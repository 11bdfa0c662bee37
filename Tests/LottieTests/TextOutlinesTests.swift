import Render
import Scene
import Testing

/// Text written as glyph outlines has every glyph of the string.
@Suite struct TextOutlinesTests {
    @Test func everyGlyphHasItsOutline() throws {
        var text = TextContent(string: "Monthly sales", font: Font(size: 26, weight: .bold), alignment: .center)
        text.color = .black
        let path = try Renderer().textOutlines(of: text, bounds: Rect(x: 0, y: 0, width: 640, height: 40), upright: false)
        let moves = path.elements.filter { if case .move = $0 { true } else { false } }.count
        let xs = path.elements.flatMap(\.points).map(\.x)
        // "Monthly sales": 12 glyphs drawn, some with holes; centred in 640 points.
        #expect(moves >= 12, "\(path.elements.count) elements: \(path.elements.prefix(80))")
        #expect((xs.max() ?? 0) - (xs.min() ?? 0) > 150)
    }
}
