import Scene

/// The keys of `type: shape` layers: `CAShapeLayer`'s properties.
enum ShapeProperties {
    static let all: [PropertyDefinition<LayerDraft>] = [
        .path("path", \.shape.path, example: "\"M 0 0 L 100 50\"", "SVG path data, in the layer's coordinates. Required."),
        .optionalColor("fillColor", \.shape.fillColor, example: "\"#00abf3\"", "Fills the path; `none` by default."),
        .choice("fillRule", \.shape.fillRule, example: "evenOdd", "How overlapping parts fill: `nonZero` (default) or `evenOdd`."),
        .optionalColor("strokeColor", \.shape.strokeColor, example: "\"#00abf380\"", "Strokes the path; black by default, `none` for no stroke."),
        .number("lineWidth", .number(0...10_000), \.shape.lineWidth, example: "2", "Stroke width."),
        .choice("lineCap", \.shape.lineCap, example: "round", "Ends of open subpaths: `butt` (default), `round` or `square`."),
        .choice("lineJoin", \.shape.lineJoin, example: "round", "Corners: `miter` (default), `round` or `bevel`."),
        .number("miterLimit", .number(1...1000), \.shape.miterLimit, example: "10", "Longest miter, as a multiple of the line width, before it is bevelled."),
        .value("lineDashPattern", .list(.number(0...10_000)), \.shape.lineDashPattern, example: "[6, 3]",
            "Dash and gap lengths, repeated; empty for a solid line.") { reader in
            guard let values = reader.numberList(in: 0...10_000) else { return nil }
            if !values.isEmpty, values.allSatisfy({ $0 == 0 }) {
                reader.report("a dash pattern of only zeros draws nothing", fix: "give positive dash lengths, such as [6, 3], or [] for a solid line")
                return nil
            }
            return values
        },
        .number("lineDashPhase", .number(-1_000_000...1_000_000), \.shape.lineDashPhase, example: "3", "How far into the dash pattern the stroke starts."),
        .number("strokeStart", .fraction, \.shape.strokeStart, example: "0", "Where the stroke starts, as a fraction of the path's length."),
        .number("strokeEnd", .fraction, \.shape.strokeEnd, example: "1", "Where the stroke ends, as a fraction of the path's length."),
    ]
}
