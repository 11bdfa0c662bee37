import Scene

/// A colour a layer paints over the whole of a box: its background on an upright rectangle, or
/// its shape's paint where that is one colour over an upright rectangle (`PaintedBox.solidPaint`).
/// It is what a text drawn over that box is read against (`LayoutTree.lowContrastTexts`).
public struct SolidFill: Sendable, Equatable {
    /// The colour, with the layer's opacity folded into its alpha.
    public var color: Color
    /// Where it covers, in scene coordinates, cut to the layer's clips.
    public var box: Rect

    /// `color` over all of `box`.
    public init(color: Color, box: Rect) {
        self.color = color
        self.box = box
    }
}
