import Foundation
import Render
import Scene
import Testing

/// Group opacity, masks, borders and rounded clips, geometryFlipped, zPosition.
@Suite struct CompositingGoldenTests {
    func square(_ x: Double, _ y: Double, _ side: Double, _ color: Color) -> Layer {
        Layer(bounds: Rect(x: 0, y: 0, width: side, height: side), position: Point(x: x, y: y), anchorPoint: .zero, backgroundColor: color)
    }

    @Test func groupOpacityCompositesSublayersTogether() throws {
        let group = Layer(
            bounds: Rect(x: 0, y: 0, width: 100, height: 100), anchorPoint: .zero, opacity: 0.5,
            sublayers: [square(10, 10, 50, .black), square(40, 40, 50, .black)])
        let frame = try Goldens.render([group])
        try Goldens.expect(frame, matches: "group-opacity")
        // The overlap is no darker than the rest: the group was faded once, as a whole.
        #expect(frame.rgba(x: 50, y: 50) == frame.rgba(x: 20, y: 20))
        #expect([127, 128].contains(frame.rgba(x: 50, y: 50).r))
    }

    /// A faded layer that holds one sublayer and draws nothing itself fades that sublayer (it
    /// used to be drawn at full opacity).
    @Test func opacityFadesALoneSublayer() throws {
        let holder = Layer(
            bounds: Rect(x: 0, y: 0, width: 100, height: 100), anchorPoint: .zero, opacity: 0.5, sublayers: [square(10, 10, 50, .black)])
        let frame = try Goldens.render([holder])
        #expect([127, 128].contains(frame.rgba(x: 30, y: 30).r))
    }

    @Test func maskShowsTheLayerThroughTheMasksAlpha() throws {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100), anchorPoint: .zero, backgroundColor: Goldens.blue)
        var circle = ShapeContent(path: Path.ellipse(in: Rect(x: 10, y: 10, width: 80, height: 80)), fillColor: .black)
        circle.fillColor = Color.black.withAlpha(1)
        var mask = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100), anchorPoint: .zero, content: .shape(circle))
        mask.sublayers = [Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 10), position: Point(x: 0, y: 90), anchorPoint: .zero,
                                backgroundColor: Color.black.withAlpha(0.5))]
        layer.mask = mask
        let frame = try Goldens.render([layer])
        try Goldens.expect(frame, matches: "mask")
        #expect(frame.rgba(x: 50, y: 50) == (0, 122, 255, 255))
        #expect(frame.rgba(x: 3, y: 3) == (255, 255, 255, 255), "outside the mask nothing shows")
        let halfShown = frame.rgba(x: 3, y: 95)
        #expect(abs(Int(halfShown.r) - 128) <= 1, "a half-transparent mask shows half: \(halfShown)")
    }

    @Test func bordersCornersAndClipping() throws {
        var card = Layer(bounds: Rect(x: 0, y: 0, width: 80, height: 80), position: Point(x: 50, y: 50), backgroundColor: Goldens.blue)
        card.cornerRadius = 16
        card.borderWidth = 4
        card.borderColor = .black
        card.masksToBounds = true
        // A sublayer poking out of the card is clipped to its rounded bounds.
        card.sublayers = [square(40, 40, 60, Goldens.red)]
        let frame = try Goldens.render([card])
        try Goldens.expect(frame, matches: "border-corner-clip")
        #expect(frame.rgba(x: 11, y: 11) == (255, 255, 255, 255), "the rounded corner is clipped away")
        #expect(frame.rgba(x: 11, y: 50) == (0, 0, 0, 255), "the border lies inside the bounds")
        #expect(frame.rgba(x: 9, y: 50) == (255, 255, 255, 255))
        #expect(frame.rgba(x: 95, y: 95) == (255, 255, 255, 255), "the sublayer is clipped")
    }

    @Test func geometryFlippedPutsOriginAtTheBottomAndKeepsTextUpright() throws {
        var plot = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100), anchorPoint: .zero)
        plot.isGeometryFlipped = true
        // Bars as stroked vertical lines from y = 0 upward, as the bar chart draws them.
        let bars = [30.0, 60, 90].enumerated().map { i, h in
            Goldens.shape("M \(20 + Double(i) * 30) 0 L \(20 + Double(i) * 30) \(h)") { $0.lineWidth = 12; $0.strokeColor = Goldens.blue }
        }
        var label = Layer(bounds: Rect(x: 0, y: 0, width: 40, height: 14), position: Point(x: 60, y: 75), anchorPoint: .zero)
        label.content = .text(TextContent(string: "Up", font: Font(family: "DejaVu Sans", size: 12), color: Goldens.red))
        plot.sublayers = bars + [label]
        let frame = try Goldens.render([plot])
        try Goldens.expect(frame, matches: "geometry-flipped", tolerance: 3)
        #expect(frame.rgba(x: 20, y: 95).b == 255, "bar 1 starts at the bottom")
        #expect(frame.rgba(x: 20, y: 65).r == 255, "bar 1 is 30 tall")
        #expect(frame.rgba(x: 20, y: 71).b == 255)
    }

    @Test func zPositionOrdersSiblings() throws {
        var front = square(20, 20, 50, Goldens.red)
        front.zPosition = 1
        let back = square(30, 30, 50, Goldens.blue)
        let frame = try Goldens.render([front, back])
        #expect(frame.rgba(x: 50, y: 50) == (230, 40, 40, 255))
    }

    @Test func sublayerTransformActsAboutTheAnchorOnSublayersOnly() throws {
        var container = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50), backgroundColor: Goldens.red)
        container.sublayerTransform = .scale(x: 0.5, y: 0.5)
        container.sublayers = [square(0, 0, 100, Goldens.blue)]
        let frame = try Goldens.render([container])
        #expect(frame.rgba(x: 50, y: 50) == (0, 122, 255, 255))
        #expect(frame.rgba(x: 26, y: 26) == (0, 122, 255, 255) && frame.rgba(x: 73, y: 73) == (0, 122, 255, 255))
        #expect(frame.rgba(x: 23, y: 50) == (230, 40, 40, 255), "the container's own background is not scaled")
        #expect(frame.rgba(x: 77, y: 77) == (230, 40, 40, 255))
    }
}
