import Scene

/// A scene evaluated at one time, flattened: every layer in drawing order with its painted box
/// (see `LayoutNode`). `Renderer.layoutTree(of:at:)` makes it with the renderer's own text
/// measurement, so the boxes are those of the pixels the renderer draws.
public struct LayoutTree: Sendable, Equatable {
    /// The scene's canvas size.
    public var size: Size
    /// The time the scene was evaluated at, in seconds.
    public var time: Double
    /// Every layer (masks excluded), parents before their sublayers, siblings back to front.
    public var nodes: [LayoutNode]
    /// The scene's background, under every layer.
    public var background: Color

    /// A tree of `nodes` for a canvas of `size` at `time`, over `background`.
    public init(size: Size, time: Double, nodes: [LayoutNode], background: Color = .white) {
        self.size = size
        self.time = time
        self.nodes = nodes
        self.background = background
    }

    /// The node at `path`, or with id `id`.
    public func node(path: String) -> LayoutNode? { nodes.first { $0.path == path } }

    /// The topmost visible node whose painted box holds `point` (scene coordinates).
    public func hitTest(_ point: Point) -> LayoutNode? {
        nodes.last { node in
            guard node.isVisible, let box = node.box else { return false }
            return point.x >= box.minX && point.x <= box.maxX && point.y >= box.minY && point.y <= box.maxY
        }
    }
}
