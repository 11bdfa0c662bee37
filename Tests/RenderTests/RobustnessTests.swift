import Foundation
import Render
import Scene
import Testing

/// Hostile input gives a clear result or error, never a crash.
@Suite struct RobustnessTests {
    @Test func layerTree64DeepWithGroupsDraws() throws {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 4, height: 4), position: Point(x: 50, y: 50), backgroundColor: .black)
        for depth in 0..<64 {
            layer = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50),
                          opacity: depth % 8 == 0 ? 0.99 : 1, backgroundColor: depth == 63 ? .white : nil, sublayers: [layer])
        }
        let frame = try Goldens.render([layer])
        // Eight nested opacities of 0.99 leave the black square at 0.99⁸ ≈ 0.92 over white.
        #expect(abs(Double(frame.rgba(x: 50, y: 50).r) - 255 * (1 - pow(0.99, 8))) < 4)
    }

    @Test func pathWith100000PointsDrawsAndTrims() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 50))
        for i in 1..<100_000 { path.addLine(to: Point(x: Double(i) / 1000, y: 50 + 20 * sin(Double(i) / 500))) }
        var shape = ShapeContent(path: path, fillColor: nil, strokeColor: .black, lineWidth: 1)
        shape.strokeEnd = 0.5
        let frame = try Goldens.render([Layer(anchorPoint: .zero, content: .shape(shape))])
        #expect((0..<100).contains { frame.rgba(x: 10, y: $0).r < 128 })
        #expect(!(0..<100).contains { frame.rgba(x: 90, y: $0).r < 128 }, "trimmed at half its length")
    }

    /// The blur is bounded (σ ≤ 128 device pixels): a radius of 10,000 used to take minutes and
    /// gigabytes for one frame.
    @Test func hugeShadowRadiusDrawsAFaintHaze() throws {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 60, height: 30), position: Point(x: 50, y: 50), backgroundColor: .black)
        layer.shadowOpacity = 1
        layer.shadowRadius = 10_000
        let frame = try Goldens.render([layer])
        #expect(frame.rgba(x: 50, y: 50).r == 0, "the layer itself draws")
        let corner = frame.rgba(x: 2, y: 2)
        #expect(corner.r > 200 && corner.r < 255, "the shadow is a faint haze across the canvas, got \(corner.r)")
    }

    @Test func hugeCanvasIsAnError() {
        let scene = Scene(size: Size(width: 16384, height: 16384), duration: 1)
        #expect(throws: RenderError.self) { try Renderer().render(scene, at: 0) }
    }

    @Test func nanCoordinatesDrawWhatIsFinite() throws {
        var shape = ShapeContent(path: Path(), fillColor: nil, strokeColor: .black, lineWidth: 4)
        shape.path.move(to: Point(x: 10, y: 10))
        shape.path.addLine(to: Point(x: .nan, y: 10))
        shape.path.addLine(to: Point(x: 90, y: 50))
        shape.path.addLine(to: Point(x: 90, y: 90))
        shape.strokeEnd = .nan
        let good = Layer(anchorPoint: .zero, content: .shape(shape))
        let nanPosition = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: .nan, y: 0), backgroundColor: .black)
        var nanEverything = Layer(bounds: Rect(x: .nan, y: 0, width: .infinity, height: 10), opacity: .nan, backgroundColor: .black)
        nanEverything.shadowOpacity = .nan
        nanEverything.transform = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        var nanText = Layer(bounds: Rect(x: 0, y: 0, width: 50, height: 20), position: Point(x: 50, y: 20))
        nanText.content = .text(TextContent(format: try NumberFormat("%d"), number: .nan, font: Font(family: "DejaVu Sans", size: .nan)))
        let frame = try Goldens.render([good, nanPosition, nanEverything, nanText])
        #expect(frame.rgba(x: 90, y: 70).r < 128, "the finite part of the path is drawn")
    }

    @Test func emptyStringsAndEmptyLayersDrawNothing() throws {
        let empty = Layer(bounds: Rect(x: 0, y: 0, width: 50, height: 20), position: Point(x: 50, y: 50),
                          content: .text(TextContent(string: "", font: Font(family: "DejaVu Sans", size: 12))))
        let frame = try Goldens.render([empty, Layer(), Layer(content: .shape(ShapeContent())), Layer(content: .gradient(GradientContent()))])
        #expect(frame == (try Goldens.render([])))
        #expect(try TextMeasurer().size(of: "", font: Font(family: "DejaVu Sans", size: 12)).width == 0)
    }

    @Test func renderingIsDeterministic() throws {
        let text = Layer(bounds: Rect(x: 0, y: 0, width: 90, height: 20), position: Point(x: 50, y: 50),
                         content: .text(TextContent(string: "73.5% 百分比", font: Font(family: "Helvetica", size: 14))))
        var shadowed = Layer(bounds: Rect(x: 0, y: 0, width: 30, height: 30), position: Point(x: 30, y: 30), backgroundColor: .black)
        shadowed.shadowOpacity = 0.5
        let a = try Goldens.render([text, shadowed]), b = try Goldens.render([text, shadowed])
        #expect(a == b)
    }
}

/// Hostile input found by the scene fuzzing of issue 11.
@Suite struct HostileRenderTests {
    /// FreeType fails on glyphs tens of thousands of pixels tall ("error occurred in
    /// libfreetype"); such text is drawn as filled outlines instead.
    @Test func textScaledTenThousandTimesDraws() throws {
        var text = TextContent(string: "█")
        text.font = Font(family: "DejaVu Sans", size: 12)
        text.color = Color(red: 1, green: 0, blue: 0)
        // The bounds hug the glyph, so the scaled-up centre of the bounds is inside it.
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 7, height: 14), position: Point(x: 50, y: 50), content: .text(text))
        layer.transform = .scale(x: 10_000, y: 10_000)
        let frame = try Goldens.render([layer])
        let centre = frame.rgba(x: 50, y: 50)
        #expect(centre.r > 200 && centre.g < 50, "the block glyph covers the canvas, got \(centre)")
    }

    /// A PNG whose header asks for 20000×20000 pixels is refused before libpng allocates them.
    @Test func pngOverThePixelLimitIsRefusedFromItsHeader() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-huge-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 2, 0, 0, 0, 0, 0, 0, 0]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: ImageHeader.Problem.self) { try ImageChecker().check(imageAt: path) }
        #expect(throws: ImageHeader.Problem.self) { try ImageHeader.read(path) }
    }
}
