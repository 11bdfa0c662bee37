import Render
import Scene

/// Picks the layer a click on the frame means: the topmost visible node of the layout tree whose
/// painted box holds the point (`LayoutTree.hitTest`), except that an outline — a shape that only
/// strokes, with no fill or background — is hit only near its box's edges. Otherwise a chart's
/// border, drawn over its bars, would take every click inside the chart.
enum LayerPicker {
    /// How far from an outline's box (past half its line width) a click still hits it, in points.
    static let outlineSlop = 3.0

    static func pick(_ point: Point, in tree: LayoutTree, scene: Scene) -> LayoutNode? {
        for node in tree.nodes.reversed() {
            guard node.isVisible, let box = node.box, contains(box, point) else { continue }
            if let layer = LayerInspection.layer(at: node.path, in: scene.layers)?.presented(at: tree.time),
                let reach = outlineReach(of: layer)
            {
                let inset = min(point.x - box.minX, box.maxX - point.x, point.y - box.minY, box.maxY - point.y)
                if inset > reach { continue }
            }
            return node
        }
        return nil
    }

    /// How deep inside its box an outline still paints; `nil` when the layer paints its inside.
    private static func outlineReach(of layer: Layer) -> Double? {
        guard case .shape(let shape) = layer.content, (shape.fillColor?.alpha ?? 0) == 0,
            (layer.backgroundColor?.alpha ?? 0) == 0
        else { return nil }
        // The painted box is the path padded as `reel layout` pads a stroke (up to the miter
        // limit at miter joins); the stroke's inner edge lies half a line width inside the path.
        let join = shape.lineJoin == .miter ? max(shape.miterLimit, 1) : 1
        let cap = shape.lineCap == .square ? 2.0.squareRoot() : 1
        return shape.lineWidth / 2 * (max(join, cap) + 1) + outlineSlop
    }

    private static func contains(_ box: Rect, _ point: Point) -> Bool {
        point.x >= box.minX && point.x <= box.maxX && point.y >= box.minY && point.y <= box.maxY
    }
}
