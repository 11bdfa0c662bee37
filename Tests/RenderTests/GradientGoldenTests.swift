import Foundation
import Render
import Scene
import Testing

@Suite struct GradientGoldenTests {
    func gradient(_ content: GradientContent, _ frame: Rect) -> Layer {
        var layer = Layer(content: .gradient(content))
        layer.frame = frame
        return layer
    }

    @Test func axialRadialConic() throws {
        let colors = [Goldens.red, Color(red: 1, green: 0.8, blue: 0), Goldens.blue]
        let layers = [
            gradient(GradientContent(kind: .axial, colors: colors, startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 0)),
                     Rect(x: 0, y: 0, width: 60, height: 40)),
            gradient(GradientContent(kind: .radial, colors: colors, startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1)),
                     Rect(x: 60, y: 0, width: 60, height: 40)),
            gradient(GradientContent(kind: .conic, colors: colors + [Goldens.red], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 0.5)),
                     Rect(x: 120, y: 0, width: 40, height: 40)),
        ]
        let frame = try Goldens.render(layers, width: 160, height: 40)
        try Goldens.expect(frame, matches: "gradients", tolerance: 3)
        // Axial: the middle colour at the middle; pad beyond the ends.
        // Pixel 29 is centred at 29.5, 1/120 of the way before the middle stop.
        let middle = frame.rgba(x: 29, y: 20)
        #expect(middle.r >= 250 && abs(Int(middle.g) - 202) <= 4 && middle.b <= 4, "\(middle)")
        // Radial: the start colour at the centre.
        #expect(frame.rgba(x: 90, y: 20).r >= 225 && frame.rgba(x: 90, y: 20).b <= 50)
        // Conic: starts towards +x (red) and reaches the second colour a third of a turn on,
        // clockwise: below-left of the centre.
        let third = frame.rgba(x: 140 - 8, y: 20 + 14)
        #expect(third.r > 200 && third.g > 150 && third.b < 60, "\(third)")
    }

    @Test func locationsAndAGradientMaskedByAnAreaPath() throws {
        let pink = [0xFF4275, 0xFFC7D6, 0xFFE4EC, 0xFFF5F7, 0xFFFFFF].map {
            Color(red8: ($0 >> 16) & 255, green8: ($0 >> 8) & 255, blue8: $0 & 255)
        }
        var area = gradient(GradientContent(colors: pink, locations: [0, 0.4, 0.6, 0.8, 1]), Rect(x: 0, y: 0, width: 100, height: 100))
        area.opacity = 0.5
        let outline = "M 0 100 L 0 60 L 25 30 L 50 50 L 75 10 L 100 40 L 100 100 Z"
        area.mask = Layer(anchorPoint: .zero, content: .shape(ShapeContent(path: try SVGPathParser.parse(outline), fillColor: .black)))
        let line = Goldens.shape("M 0 60 L 25 30 L 50 50 L 75 10 L 100 40") {
            $0.strokeColor = pink[0]; $0.lineWidth = 2; $0.lineJoin = .round; $0.lineCap = .round
        }
        let frame = try Goldens.render([area, line])
        try Goldens.expect(frame, matches: "gradient-masked-area", tolerance: 3)
        #expect(frame.rgba(x: 75, y: 5) == (255, 255, 255, 255), "above the line the area is masked away")
    }

    @Test func locationsAreClampedAndSorted() throws {
        let odd = GradientContent(colors: [.black, .white], locations: [0.8, 0.2], startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 0))
        let frame = try Goldens.render([gradient(odd, Rect(x: 0, y: 0, width: 100, height: 10))], height: 10)
        // Unsorted locations collapse to a step at 0.8, never an error.
        #expect(frame.rgba(x: 50, y: 5).r == 0 && frame.rgba(x: 95, y: 5).r == 255)
    }
}
