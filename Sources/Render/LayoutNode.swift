import Scene

/// One layer of a scene evaluated at a time, as `reel layout` reports it: where it paints in
/// scene coordinates, after every transform and clip.
public struct LayoutNode: Sendable, Equatable {
    /// The layer's place in the tree: `layers[2].sublayers[0]`.
    public var path: String
    /// The layer's id, when it has one.
    public var id: String?
    /// What the layer draws itself: `shape`, `text`, `gradient`, `image`, or `group` for a
    /// layer with no content of its own.
    public var kind: String
    /// How many layers it is nested in (0 for a top-level layer).
    public var depth: Int
    /// The box holding every pixel the layer itself paints (background, content, border,
    /// stroke widths and its shadow), in scene coordinates, cut to its clips; `nil` when it
    /// paints nothing. Its sublayers have boxes of their own.
    public var box: Rect?
    /// The opacity it is composited with: its own times its superlayers'.
    public var opacity: Double
    /// Whether it or a superlayer is hidden.
    public var isHidden: Bool
    /// A text layer's displayed string.
    public var text: String?
    /// A text layer's ink box (the glyphs' painted extent as Pango lays them out, not the line
    /// box), in scene coordinates, cut to its clips.
    public var inkBox: Rect?
    /// A turned text's ink box as its four corners in scene coordinates, before clips (the ink
    /// box is their bounding box, cut to clips); `nil` for an upright text, whose ink box is
    /// its outline.
    public var inkCorners: [Point]?
    /// The data a chart mark shows.
    public var mark: ChartMark?
    /// A mark's geometric extent (without stroke widths) in its chart container's coordinates,
    /// where the chart's scale maps values.
    public var markGeometry: Rect?
    /// What a chart container records (scale, periods).
    public var chart: ChartInfo?
    /// The path of the chart container the layer is in, when it is in one.
    public var chartPath: String?
    /// Whether an animation of the layer or a superlayer is running at this time (between its
    /// begin and end), so its geometry is between two states.
    public var isMoving: Bool

    /// The solid colour it paints over a box of its own (its background, when that is an
    /// upright rectangle; a shape's paint, when that is one colour over an upright rectangle);
    /// what a text over it is read against.
    public var fill: SolidFill?
    /// A box inside `box` where it paints nothing (the inside of an outlined rectangle): a text
    /// there is read against what is under it.
    public var unpainted: Rect?
    /// A text layer's colour (its opacity apart: a text faded on purpose is not judged by it).
    public var textColor: Color?
    /// A mark's geometric extent (as `markGeometry`) in scene coordinates, cut to its clips;
    /// `nil` when it paints nothing or is clipped away.
    public var markBox: Rect? = nil
    /// What a text cut to its width with an ellipsis shows ("Gam…" of "Gamma"); `nil` when it
    /// is drawn whole.
    public var shownText: String? = nil

    /// Whether it paints anything at this time.
    public var isVisible: Bool { !isHidden && opacity > 0 && box != nil }

    /// What its chart mark shows at `time`, the time of its tree: the mark's keyframe then, or,
    /// when nothing moves the layer, the last keyframe before (it holds the value it came to:
    /// after a race's last period, between states) or else the first; `nil` while it moves
    /// between two, and for a layer that is no mark.
    public func shownMark(at time: Double) -> ChartMark.Keyframe? {
        guard let mark else { return nil }
        if let exact = mark.keyframe(at: time) { return exact }
        guard !isMoving else { return nil }
        return mark.keyframes(around: time).before ?? mark.keyframes.first
    }
}
