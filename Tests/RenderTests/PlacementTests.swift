import Foundation
import Render
import Scene
import Testing
@testable import Render

@Suite struct PlacementTests {
    let bounds = Rect(x: 10, y: 20, width: 100, height: 50)
    let image = Size(width: 40, height: 40)

    @Test func gravitiesPlaceAsOnScreen() {
        func place(_ g: ContentsGravity) -> Rect { Renderer.placement(of: image, in: bounds, gravity: g) }
        #expect(place(.resize) == bounds)
        #expect(place(.resizeAspect) == Rect(x: 35, y: 20, width: 50, height: 50))
        #expect(place(.resizeAspectFill) == Rect(x: 10, y: -5, width: 100, height: 100))
        #expect(place(.center) == Rect(x: 40, y: 25, width: 40, height: 40))
        #expect(place(.top) == Rect(x: 40, y: 20, width: 40, height: 40))
        #expect(place(.bottomRight) == Rect(x: 70, y: 30, width: 40, height: 40))
        #expect(place(.left) == Rect(x: 10, y: 25, width: 40, height: 40))
    }

    @Test func fadedTextWithABackgroundIsComposited() throws {
        var label = Layer(bounds: Rect(x: 0, y: 0, width: 80, height: 30), position: Point(x: 50, y: 50), opacity: 0.5,
                          content: .text(TextContent(string: "████", font: Font(family: "DejaVu Sans", size: 20))))
        label.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let frame = try Goldens.render([label], background: .white)
        // Text over background inside one group faded once: text pixels read 50 % black over white.
        let darkest = (10..<90).map { frame.rgba(x: $0, y: 50).r }.min()!
        #expect(abs(Int(darkest) - 128) <= 2, "\(darkest)")
        #expect(frame.rgba(x: 85, y: 62) == (255, 128, 128, 255) || frame.rgba(x: 85, y: 62) == (255, 127, 127, 255), "the background fades too")
    }
}
