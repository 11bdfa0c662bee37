extension LayerType {
    /// `CAShapeLayer`. Scene files stroke in black and do not fill unless told, so a bare path
    /// shows as a line.
    public static let shape = LayerType(
        name: "shape", summary: "Draws a path: `CAShapeLayer`.", initialContent: .shape(ShapeContent(fillColor: nil, strokeColor: .black)),
        properties: [
            .animatable("path", \.shape.path, example: "\"M 0 0 L 100 50\"", "SVG path data, in the layer's coordinates. Required."),
            .animatable("fillColor", \.shape.fillColor, example: "\"#00abf3\"", "Fills the path; `none` by default."),
            .key("fillRule", \.shape.fillRule, example: "evenOdd", "How overlapping parts fill: `nonZero` (default) or `evenOdd`."),
            .animatable("strokeColor", \.shape.strokeColor, example: "\"#00abf380\"", "Strokes the path; black by default, `none` for no stroke."),
            .animatable("lineWidth", \.shape.lineWidth, range: 0...10_000, example: "2", "Stroke width."),
            .key("lineCap", \.shape.lineCap, example: "round", "Ends of open subpaths: `butt` (default), `round` or `square`."),
            .key("lineJoin", \.shape.lineJoin, example: "round", "Corners: `miter` (default), `round` or `bevel`."),
            .animatable("miterLimit", \.shape.miterLimit, range: 1...1000, example: "10",
                "Longest miter, as a multiple of the line width, before it is bevelled."),
            .animatable("lineDashPattern", \.shape.lineDashPattern, range: 0...10_000, example: "[6, 3]",
                "Dash and gap lengths, repeated; empty for a solid line.") { pattern in
                guard !pattern.isEmpty, pattern.allSatisfy({ $0 == 0 }) else { return nil }
                return ValueProblem("a dash pattern of only zeros draws nothing", fix: "give positive dash lengths, such as [6, 3], or [] for a solid line")
            },
            .animatable("lineDashPhase", \.shape.lineDashPhase, range: -1_000_000...1_000_000, example: "3",
                "How far into the dash pattern the stroke starts."),
            .animatable("strokeStart", \.shape.strokeStart, unit: .fraction, example: "0", "Where the stroke starts, as a fraction of the path's length."),
            .animatable("strokeEnd", \.shape.strokeEnd, unit: .fraction, example: "1", "Where the stroke ends, as a fraction of the path's length."),
            .key("nonScalingStroke", \.shape.nonScalingStroke, example: "true",
                "Draws the stroke in the superlayer's coordinates: the layer's `transform` moves and reshapes the path but keeps the line's width, "
                    + "dashes and round joins as they are (SVG's `vector-effect: non-scaling-stroke`); `false` by default. "
                    + "`strokeStart`/`strokeEnd` still measure the untransformed path."),
        ])
}
