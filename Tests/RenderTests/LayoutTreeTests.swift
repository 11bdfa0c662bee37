import Animation
import Foundation
import Render
import Scene
import Testing
import TestSupport

/// The layout tree: painted boxes through transforms, stroke widths, clips and shadows; ink
/// boxes where the renderer draws the glyphs; the check's findings.
@Suite struct LayoutTreeTests {
    let renderer = Renderer()

    func tree(_ layers: [Layer], size: Size = Size(width: 400, height: 300), at time: Double = 0) throws -> LayoutTree {
        try renderer.layoutTree(of: Scene(size: size, duration: 1, layers: layers), at: time)
    }

    func close(_ a: Rect?, _ b: Rect, within e: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) <= e && abs(a.minY - b.minY) <= e && abs(a.width - b.width) <= e && abs(a.height - b.height) <= e
    }

    @Test func boxesFollowTransformsOpacityAndHiding() throws {
        var turned = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: Point(x: 200, y: 100), backgroundColor: .black)
        turned.transform = .rotation(.pi / 2)
        turned.opacity = 0.5
        var child = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5), backgroundColor: .black)
        child.opacity = 0.5
        turned.sublayers = [child]
        var hidden = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), backgroundColor: .black)
        hidden.isHidden = true
        let result = try tree([turned, hidden])
        #expect(result.nodes.map(\.path) == ["layers[0]", "layers[0].sublayers[0]", "layers[1]"])
        #expect(close(result.nodes[0].box, Rect(x: 175, y: 50, width: 50, height: 100), within: 1e-9))
        #expect(result.nodes[1].opacity == 0.25)
        #expect(result.nodes[1].depth == 1)
        #expect(result.nodes[2].isHidden && result.nodes[2].box == nil && !result.nodes[2].isVisible)
        #expect(result.hitTest(Point(x: 200, y: 60))?.path == "layers[0]")
    }

    @Test func strokesCountTheirWidthAndTrimShapes() throws {
        var path = Path()
        path.move(to: Point(x: 10, y: 10))
        path.addLine(to: Point(x: 110, y: 10))
        var shape = ShapeContent(path: path, fillColor: nil, strokeColor: .black, lineWidth: 8)
        shape.strokeEnd = 0.5
        let result = try tree([Layer(content: .shape(shape))])
        #expect(close(result.nodes[0].box, Rect(x: 6, y: 6, width: 58, height: 8)))
    }

    @Test func clipsCutBoxesAndShadowsGrowThem() throws {
        var clip = Layer(bounds: Rect(x: 0, y: 0, width: 50, height: 50), position: Point(x: 100, y: 100), anchorPoint: .zero)
        clip.masksToBounds = true
        clip.sublayers = [Layer(bounds: Rect(x: 0, y: 0, width: 200, height: 20), position: Point(x: 10, y: 10), anchorPoint: .zero, backgroundColor: .black)]
        var shadowed = Layer(bounds: Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 300, y: 200), anchorPoint: .zero, backgroundColor: .black)
        shadowed.shadowOpacity = 0.5
        shadowed.shadowRadius = 4
        shadowed.shadowOffset = Size(width: 0, height: 10)
        let result = try tree([clip, shadowed])
        #expect(close(result.nodes[1].box, Rect(x: 110, y: 110, width: 40, height: 20)))
        let box = try #require(result.nodes[2].box)
        // σ = 2: three σ and a pixel past the offset copy.
        #expect(box.minX == 293 && box.maxY == 257 && box.minY == 200)
    }

    /// The ink box is where the glyphs are drawn: the rendered pixels' extent, to a pixel.
    @Test func inkBoxesAreWhereTheRendererDrawsTheGlyphs() throws {
        let text = TextContent(string: "Hgly 2024", font: Font(family: "DejaVu Sans", size: 40), color: .black, alignment: .center)
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 300, height: 60), position: Point(x: 200, y: 150), content: .text(text))
        layer.transform = .scale(x: 1.2, y: 0.8)
        let scene = Scene(size: Size(width: 400, height: 300), duration: 1, layers: [layer])
        let ink = try #require(try tree([layer]).nodes[0].inkBox)
        let frame = try renderer.render(scene, at: 0)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.rgba(x: x, y: y) != (255, 255, 255, 255) {
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        #expect(abs(ink.minX - Double(minX)) <= 1.5 && abs(ink.maxX - Double(maxX + 1)) <= 1.5, "x: ink \(ink), pixels \(minX)...\(maxX)")
        #expect(abs(ink.minY - Double(minY)) <= 1.5 && abs(ink.maxY - Double(maxY + 1)) <= 1.5, "y: ink \(ink), pixels \(minY)...\(maxY)")
        let coverage = try LayoutCoverage(frame: frame, tree: try tree([layer]), background: .white)
        #expect(coverage.uncoveredCount == 0)
    }

    /// A chart's marks against its scale: on it, off it, moving (not checked), and a race's
    /// value known only at its keyframes.
    @Test func marksAreCheckedAgainstTheirChartsScale() throws {
        func bar(_ value: Double, top: Double, name: String) -> Layer {
            var layer = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 200 - top), position: Point(x: 20, y: top), anchorPoint: .zero, backgroundColor: .black)
            layer.mark = ChartMark(name: name, value: value, role: .bar)
            return layer
        }
        var chart = Layer(bounds: Rect(x: 0, y: 0, width: 300, height: 200), position: Point(x: 50, y: 50), anchorPoint: .zero)
        chart.chart = ChartInfo(kind: "bar chart", scale: ValueAxis(axis: .y, lowerValue: 0, lowerCoordinate: 200, upperValue: 100, upperCoordinate: 0))
        chart.sublayers = [bar(50, top: 100, name: "right"), bar(80, top: 100, name: "wrong")]
        let problems = try tree([chart]).problems()
        #expect(problems.count == 1)
        #expect(problems.first?.kind == .offAxis)
        #expect(problems.first?.paths == ["layers[0].sublayers[1]", "layers[0]"])
        #expect(problems.first?.message == "bar \"wrong\" = 80 is at y = 100.0, but its chart's scale puts 80 at 40.0")

        // While it grows, a bar is between values: not checked.
        chart.sublayers[1].animations = [.basic(BasicAnimation(keyPath: "opacity", fromValue: .number(1), toValue: .number(1),
                                                                 timing: MediaTiming(beginTime: 0, duration: 1)))]
        #expect(try tree([chart], at: 0.5).problems().isEmpty)

        // A race's bar: its value is known at each period's time.
        chart.sublayers[1].animations = []
        chart.sublayers[1].mark = ChartMark(name: "race", value: 0, role: .bar,
            keyframes: [ChartMark.Keyframe(time: 0, value: 50), ChartMark.Keyframe(time: 1, value: 80)])
        #expect(try tree([chart], at: 0).problems().isEmpty)
        #expect(try tree([chart], at: 0.5).problems().isEmpty)
        #expect(try tree([chart], at: 1).problems().map(\.kind) == [.offAxis])
    }

    /// An image's box is where `contentsGravity` places it, as drawn: past the bounds at natural
    /// size or aspect fill, cut by `masksToBounds`, and turned with a flipped geometry.
    @Test func imageBoxesAreWhereTheImageIsDrawn() throws {
        // quadrants.jpg is 32×16, with no white in it.
        func image(_ gravity: ContentsGravity, _ frame: Rect, clipped: Bool = false) -> Layer {
            var layer = Layer(content: .image(ImageContent(path: Goldens.fixtures + "/quadrants.jpg", gravity: gravity)))
            layer.frame = frame
            layer.masksToBounds = clipped
            return layer
        }
        var flipped = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 330, y: 230))
        flipped.isGeometryFlipped = true
        flipped.sublayers = [image(.topLeft, Rect(x: 10, y: 10, width: 60, height: 60))]
        let layers = [
            image(.center, Rect(x: 40, y: 40, width: 20, height: 10)),
            image(.resizeAspectFill, Rect(x: 140, y: 40, width: 20, height: 20)),
            image(.resizeAspectFill, Rect(x: 240, y: 40, width: 20, height: 20), clipped: true),
            flipped,
        ]
        let result = try tree(layers)
        #expect(close(result.nodes[0].box, Rect(x: 34, y: 37, width: 32, height: 16)))
        #expect(close(result.nodes[1].box, Rect(x: 130, y: 40, width: 40, height: 20)))
        #expect(close(result.nodes[2].box, Rect(x: 240, y: 40, width: 20, height: 20)))
        let frame = try renderer.render(Scene(size: Size(width: 400, height: 300), duration: 1, layers: layers), at: 0)
        #expect(try LayoutCoverage(frame: frame, tree: result, background: .white).uncoveredCount == 0)
        // The flipped one: its box is the extent of its pixels.
        let box = try #require(result.nodes[4].box)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 180..<280 {
            for x in 280..<380 where frame.rgba(x: x, y: y) != (255, 255, 255, 255) {
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        #expect(box.width == 32 && box.height == 16)
        #expect(Double(minX) == box.minX && Double(maxX + 1) == box.maxX && Double(minY) == box.minY && Double(maxY + 1) == box.maxY,
                "box \(box), pixels \(minX)...\(maxX) × \(minY)...\(maxY)")
    }

    /// A text is unreadable when its colour is all but the solid colour behind it: the scene's
    /// background, upright filled rectangles, translucent ones composited over what is under
    /// them, its own background. It is not judged where anything else is drawn behind it first,
    /// nor by its layer's opacity (a text fading out is no problem).
    @Test func lowContrastTextsAreFoundWhereWhatIsBehindThemIsKnown() throws {
        let almostWhite = Color(red8: 0xf9, green8: 0xfa, blue8: 0xfb)
        func text(_ string: String, _ color: Color, at y: Double) -> Layer {
            Layer(bounds: Rect(x: 0, y: 0, width: 300, height: 24), position: Point(x: 200, y: y),
                  content: .text(TextContent(string: string, font: Font(family: "DejaVu Sans", size: 16), color: color)))
        }
        func contrasts(_ layers: [Layer], background: Color = .white) throws -> [String: [String]] {
            let tree = try renderer.layoutTree(of: Scene(size: Size(width: 400, height: 300), duration: 1, background: background, layers: layers), at: 0)
            var found: [String: [String]] = [:]
            for problem in tree.problems() where problem.kind == .lowContrast { found[tree.node(path: problem.paths[0])?.text ?? "?"] = problem.paths }
            return found
        }
        // On the scene's background.
        #expect(try contrasts([text("white", almostWhite, at: 20), text("black", .black, at: 60)]) == ["white": ["layers[0]"]])
        #expect(try contrasts([text("white", almostWhite, at: 20)], background: .black).isEmpty)
        #expect(try contrasts([text("white", almostWhite, at: 20)], background: .clear).isEmpty, "over nothing known")

        // On a panel: the panel's colour counts, not the scene's; turned, its box is not what it covers.
        var panel = Layer(bounds: Rect(x: 0, y: 0, width: 360, height: 200), position: Point(x: 200, y: 150), backgroundColor: .white)
        panel.sublayers = [text("on the panel", almostWhite, at: 100)]
        #expect(try contrasts([panel], background: .black) == ["on the panel": ["layers[0].sublayers[0]", "layers[0]"]])
        panel.transform = .rotation(.pi / 4)
        #expect(try contrasts([panel], background: .black).isEmpty)
        // Masked, neither: the mask decides what of it is painted.
        panel.transform = .identity
        panel.mask = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), backgroundColor: .black)
        #expect(try contrasts([panel], background: .black).isEmpty)

        // A translucent black over white is mid grey: grey text vanishes in it.
        var veil = Layer(bounds: Rect(x: 0, y: 0, width: 400, height: 300), position: Point(x: 200, y: 150),
                         backgroundColor: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        veil.sublayers = [text("grey", Color(red: 0.5, green: 0.5, blue: 0.5), at: 150)]
        #expect(try contrasts([veil]) == ["grey": ["layers[0].sublayers[0]", "layers[0]"]])

        // Behind a gradient, or a shape, nothing is said.
        let gradient = Layer(bounds: Rect(x: 0, y: 0, width: 400, height: 300), position: Point(x: 200, y: 150),
                             content: .gradient(GradientContent(colors: [.white, .white])))
        #expect(try contrasts([gradient, text("white", almostWhite, at: 20)]).isEmpty)

        // Its own background counts; its opacity does not.
        var labelled = text("own", almostWhite, at: 20)
        labelled.backgroundColor = .white
        var faded = text("faded", .white, at: 60)
        faded.opacity = 0.05
        #expect(try contrasts([labelled, faded], background: .black) == ["own": ["layers[0]"]])
        // An opaque background of its own is known even over what is not.
        #expect(try contrasts([gradient, labelled]) == ["own": ["layers[1]"]])
    }

    /// Shapes of one colour over an upright rectangle are known behind a text too: a bar (a
    /// butt-capped straight stroke, trimmed as drawn) or a filled rectangle; an outlined
    /// rectangle round the text (a chart's frame) hides nothing. Round caps, a turned shape or
    /// a bar that stops short leave the text judged by what else is known.
    @Test func barsAndFramesAreKnownBehindTexts() throws {
        let almostWhite = Color(red8: 0xf9, green8: 0xfa, blue8: 0xfb)
        let label = Layer(bounds: Rect(x: 0, y: 0, width: 40, height: 24), position: Point(x: 200, y: 150),
                          content: .text(TextContent(string: "95", font: Font(family: "DejaVu Sans", size: 16), color: almostWhite)))
        func bar(end: Double = 1, cap: LineCap = .butt) -> Layer {
            var line = Path()
            line.move(to: Point(x: 200, y: 290))
            line.addLine(to: Point(x: 200, y: 10))
            var shape = ShapeContent(path: line, fillColor: nil, strokeColor: .white, lineWidth: 60, strokeEnd: end)
            shape.lineCap = cap
            return Layer(content: .shape(shape))
        }
        let frame = Layer(content: .shape(ShapeContent(path: .rect(Rect(x: 20, y: 20, width: 360, height: 260)), fillColor: nil, strokeColor: .white, lineWidth: 2)))
        let panel = Layer(content: .shape(ShapeContent(path: .rect(Rect(x: 150, y: 100, width: 100, height: 100)), fillColor: .white, strokeColor: nil, lineWidth: 0)))
        func problems(_ layers: [Layer]) throws -> [[String]] {
            let tree = try renderer.layoutTree(of: Scene(size: Size(width: 400, height: 300), duration: 1, background: .black, layers: layers), at: 0)
            return tree.problems().filter { $0.kind == .lowContrast }.map(\.paths)
        }
        #expect(try problems([bar(), label]) == [["layers[1]", "layers[0]"]])
        #expect(try problems([bar(), frame, label]) == [["layers[2]", "layers[0]"]], "the frame goes round the text")
        #expect(try problems([panel, label]) == [["layers[1]", "layers[0]"]])
        #expect(try problems([bar(end: 0.3), label]).isEmpty, "the bar stops below the text, on black")
        #expect(try problems([bar(cap: .round), label]).isEmpty, "round caps: not a rectangle")
        var turned = bar()
        turned.transform = .rotation(0.1)
        #expect(try problems([turned, label]).isEmpty)
    }

    @Test func fadedTextsOverlapNothing() throws {
        func text(_ string: String, x: Double) -> Layer {
            Layer(bounds: Rect(x: 0, y: 0, width: 120, height: 24), position: Point(x: x, y: 100),
                  content: .text(TextContent(string: string, font: Font(family: "DejaVu Sans", size: 16), color: .black)))
        }
        /// The overlaps of two texts, the second composited at `own` × `group` opacity.
        func overlaps(own: Double, group: Double = 1) throws -> Int {
            var second = text("Second label", x: 130)
            second.opacity = own
            var wrapper = Layer(bounds: Rect(x: 0, y: 0, width: 400, height: 300), position: Point(x: 200, y: 150))
            wrapper.opacity = group
            wrapper.sublayers = [second]
            return try tree([text("First label", x: 100), wrapper]).problems().filter { $0.kind == .textOverlap }.count
        }
        #expect(try overlaps(own: 1) == 1)
        #expect(try overlaps(own: LayoutTree.faintOpacity) == 1)
        #expect(try overlaps(own: 0.09) == 0, "the end of a fade is not read")
        #expect(try overlaps(own: 1e-12) == 0, "a keyframe's first instant")
        #expect(try overlaps(own: 0.3, group: 0.3) == 0, "its superlayers' opacity counts")
        #expect(try overlaps(own: 0.5, group: 0.5) == 1)
    }

    /// A faint text sticks out of nothing either: a race's new tick label a hair into its fade-in,
    /// still waiting past the frame's edge to slide in, is not a problem; at 10 % it is.
    @Test func fadedTextsStickOutOfNothing() throws {
        func outside(opacity: Double) throws -> Int {
            var text = Layer(bounds: Rect(x: 0, y: 0, width: 120, height: 24), position: Point(x: 450, y: 100),
                content: .text(TextContent(string: "50 K", font: Font(family: "DejaVu Sans", size: 16), color: .black)))
            text.opacity = opacity
            return try tree([text]).problems().filter { $0.kind == .outsideFrame }.count
        }
        #expect(try outside(opacity: 1) == 1)
        #expect(try outside(opacity: LayoutTree.faintOpacity) == 1)
        #expect(try outside(opacity: 1e-12) == 0, "a keyframe's first instant")
    }

    /// A chart mark reaching past the canvas's edge is the chart cropping its own data (a line
    /// chart's highest point once sat half a canvas above the frame): `outside-frame`, unless
    /// it is faint, clipped away or marks a point that sits inside.
    @Test func marksOutsideTheFrameAreProblems() throws {
        func bar(x: Double, opacity: Double = 1, clipped: Bool = false) throws -> [LayoutProblem] {
            var bar = Layer(bounds: Rect(x: 0, y: 0, width: 40, height: 200), position: Point(x: x, y: 200), backgroundColor: .black)
            bar.mark = ChartMark(name: "North", value: 10, role: .bar)
            bar.opacity = opacity
            guard clipped else { return try tree([bar]).problems().filter { $0.kind == .outsideFrame } }
            var plot = Layer(bounds: Rect(x: 0, y: 0, width: 400, height: 250), position: Point(x: 200, y: 125))
            plot.masksToBounds = true
            plot.sublayers = [bar]
            return try tree([plot]).problems().filter { $0.kind == .outsideFrame }
        }
        #expect(try bar(x: 200).isEmpty)
        let past = try bar(x: 395)
        #expect(past.count == 1 && past[0].message.contains("bar \"North\"") && past[0].message.contains("15.0 pt past the right edge"), "\(past.map(\.message))")
        #expect(try bar(x: 200, opacity: 0.05).isEmpty, "fading")
        // Under a clip the mark's box is what shows: cut at 250, inside the 300-point frame.
        #expect(try bar(x: 200, clipped: true).isEmpty)
        var point = Layer(bounds: Rect(x: 0, y: 0, width: 0, height: 0), position: Point(x: 200, y: -30))
        point.mark = ChartMark(name: "SEP 7", value: 276.2, role: .point)
        #expect(try tree([point]).problems().filter { $0.kind == .outsideFrame }.count == 1)
    }

    /// Labels turned 45° side by side (a bar chart's angled x labels) have upright ink boxes
    /// that overlap while their glyphs stay apart: the check compares the turned ink, which
    /// holds every pixel the renderer draws.
    @Test func turnedTextsOverlapByTheirTurnedInk() throws {
        func label(_ string: String, x: Double) -> Layer {
            var layer = Layer(bounds: Rect(x: 0, y: 0, width: 260, height: 20), position: Point(x: x, y: 150),
                              content: .text(TextContent(string: string, font: Font(family: "DejaVu Sans", size: 14), color: .black)))
            layer.transform = .rotation(-.pi / 4)
            return layer
        }
        func painted(_ layer: Layer) throws -> Set<Int> {
            let frame = try renderer.render(Scene(size: Size(width: 400, height: 300), duration: 1, layers: [layer]), at: 0)
            var pixels = Set<Int>()
            for y in 0..<frame.height { for x in 0..<frame.width where frame.rgba(x: x, y: y) != (255, 255, 255, 255) { pixels.insert(y * frame.width + x) } }
            return pixels
        }
        let first = label("Democratic Republic of the Congo", x: 170), apart = label("Saint Vincent and the Grenadines", x: 210)
        let result = try tree([first, apart])
        let boxes = result.nodes.compactMap(\.inkBox)
        #expect(boxes.count == 2 && min(boxes[0].maxX, boxes[1].maxX) - max(boxes[0].minX, boxes[1].minX) > 20
                && min(boxes[0].maxY, boxes[1].maxY) - max(boxes[0].minY, boxes[1].minY) > 20, "the upright boxes overlap widely: \(boxes)")
        #expect(try painted(first).isDisjoint(with: painted(apart)), "the glyphs do not meet")
        #expect(result.problems().filter { $0.kind == .textOverlap }.isEmpty)

        // Every pixel drawn is inside the turned ink box, grown by antialiasing's pixel.
        let corners = try #require(result.nodes[0].inkCorners)
        #expect(corners.count == 4)
        let turn = (corners[1].x - corners[0].x) * (corners[2].y - corners[1].y) - (corners[1].y - corners[0].y) * (corners[2].x - corners[1].x) > 0 ? 1.0 : -1.0
        for pixel in try painted(first) {
            let x = Double(pixel % 400) + 0.5, y = Double(pixel / 400) + 0.5
            let inside = corners.indices.allSatisfy { i in
                let a = corners[i], b = corners[(i + 1) % 4]
                let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                return turn * ((b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)) / length >= -1.5
            }
            #expect(inside, "pixel (\(x), \(y)) is outside the turned ink \(corners)")
            if !inside { break }
        }

        // Closer, the glyphs meet, and the check says so.
        let close = label("Saint Vincent and the Grenadines", x: 178)
        #expect(try !painted(first).isDisjoint(with: painted(close)))
        let overlaps = try tree([first, close]).problems().filter { $0.kind == .textOverlap }
        #expect(overlaps.count == 1)
        var upright = label("Upright", x: 100)
        upright.transform = .identity
        #expect(try tree([upright]).nodes[0].inkCorners == nil, "an upright text's ink box is its outline")
    }

    /// The coverage check the chart harness relies on finds a layer the layout leaves out.
    @Test func coverageFindsPixelsNoBoxHolds() throws {
        var shadowed = Layer(bounds: Rect(x: 0, y: 0, width: 60, height: 40), position: Point(x: 80, y: 60), backgroundColor: .black)
        shadowed.shadowOpacity = 1
        shadowed.shadowRadius = 6
        let text = Layer(bounds: Rect(x: 0, y: 0, width: 200, height: 40), position: Point(x: 250, y: 200),
                         content: .text(TextContent(string: "Checked", font: Font(family: "DejaVu Sans", size: 24))))
        let scene = Scene(size: Size(width: 400, height: 300), duration: 1, layers: [shadowed, text])
        let frame = try renderer.render(scene, at: 0)
        var layout = try renderer.layoutTree(of: scene, at: 0)
        #expect(try LayoutCoverage(frame: frame, tree: layout, background: .white).uncoveredCount == 0)
        layout.nodes.removeLast()
        #expect(try LayoutCoverage(frame: frame, tree: layout, background: .white).uncoveredCount > 50, "the text's pixels")
        // Without the shadow's extent the box of the layer alone misses the blur around it.
        layout = try renderer.layoutTree(of: scene, at: 0)
        layout.nodes[0].box = Rect(x: 50, y: 40, width: 60, height: 40)
        #expect(try LayoutCoverage(frame: frame, tree: layout, background: .white).uncoveredCount > 50, "the shadow's pixels")
    }

    /// A stroke's box reaches past half the line width only at miter joins that stay miters:
    /// the tip of a right angle's miter is covered, a smooth arc's, a round join's and a corner
    /// too sharp for the miter limit (bevelled) add nothing; every box covers the render.
    @Test func strokeBoxesReachMiterTipsOnly() throws {
        func box(_ path: Path, join: LineJoin, limit: Double = 10) throws -> (Rect, Int) {
            var shape = ShapeContent(path: path, fillColor: nil, strokeColor: .black, lineWidth: 20)
            shape.lineJoin = join
            shape.miterLimit = limit
            let scene = Scene(size: Size(width: 400, height: 300), duration: 1, layers: [Layer(content: .shape(shape))])
            let layout = try renderer.layoutTree(of: scene, at: 0)
            let uncovered = try LayoutCoverage(frame: try renderer.render(scene, at: 0), tree: layout, background: .white).uncoveredCount
            return (try #require(layout.nodes[0].box), uncovered)
        }
        var corner = Path()
        corner.move(to: Point(x: 100, y: 200))
        corner.addLine(to: Point(x: 200, y: 100))
        corner.addLine(to: Point(x: 300, y: 200))
        // The right angle's miter reaches 10·√2 above the corner.
        let miter = try box(corner, join: .miter)
        #expect(abs(miter.0.minY - (100 - 10 * 2.0.squareRoot())) < 1e-6 && miter.1 == 0)
        let round = try box(corner, join: .round)
        #expect(abs(round.0.minY - 90) < 1e-6 && round.1 == 0)
        // A miter of √2 line widths is over a limit of 1.2: bevelled, no tip.
        let bevelled = try box(corner, join: .miter, limit: 1.2)
        #expect(abs(bevelled.0.minY - 90) < 1e-6 && bevelled.1 == 0)
        var arc = Path()
        arc.addArc(center: Point(x: 200, y: 150), radius: 100, startAngle: 0, endAngle: 1.5 * .pi, clockwise: true)
        let smooth = try box(arc, join: .miter)
        #expect(smooth.0.width < 200 + 20 + 2 * 100 * 0.1 && smooth.1 == 0, "an arc's box \(smooth.0)")
    }
}
