@testable import Preview
import Render
import Scene
import Testing

/// A click picks the topmost layer painting under it; an outline drawn over other layers takes
/// only the clicks near its edges, as a chart's border over its bars.
@Suite struct LayerPickerTests {
    @Test func anOutlineOverABarTakesOnlyClicksNearItsEdge() throws {
        var bar = Layer(id: "bar", bounds: Rect(x: 0, y: 0, width: 20, height: 40), position: Point(x: 50, y: 60))
        bar.content = .shape(ShapeContent(path: .roundedRect(Rect(x: 0, y: 0, width: 20, height: 40), cornerRadius: 0), fillColor: .black))
        var border = Layer(id: "border", bounds: Rect(x: 0, y: 0, width: 80, height: 80), position: Point(x: 50, y: 50))
        border.content = .shape(ShapeContent(path: .roundedRect(Rect(x: 0, y: 0, width: 80, height: 80), cornerRadius: 0), fillColor: nil, strokeColor: .black, lineWidth: 2))
        let scene = Scene(size: Size(width: 100, height: 100), duration: 1, layers: [bar, border])
        let tree = try Renderer().layoutTree(of: scene, at: 0)
        // The layout tree's own hit test answers the border everywhere inside it.
        #expect(tree.hitTest(Point(x: 50, y: 60))?.id == "border")
        #expect(LayerPicker.pick(Point(x: 50, y: 60), in: tree, scene: scene)?.id == "bar")
        #expect(LayerPicker.pick(Point(x: 11, y: 50), in: tree, scene: scene)?.id == "border")
        #expect(LayerPicker.pick(Point(x: 30, y: 30), in: tree, scene: scene) == nil)
    }
}
