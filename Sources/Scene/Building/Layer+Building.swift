// Layers made in one expression, for Swift programs: each kind of content has a factory, and
// every other property is set with the fluent modifiers (`Layer+Modifiers.swift`) or animated
// with `animate` (`Layer+Animating.swift`).

extension Layer {
    /// A shape layer drawing `path` (`CAShapeLayer`): stroked in black, not filled, as a scene
    /// file's bare path; use `fill(_:)` and `stroke(_:width:)` to colour it.
    public static func shape(_ path: Path) -> Layer {
        Layer(content: .shape(ShapeContent(path: path, fillColor: nil, strokeColor: .black)))
    }

    /// A shape layer drawing SVG path data, such as `"M 0 0 L 100 50"`.
    /// - Throws: `SVGPathError` naming the offending command.
    public static func shape(svg data: String) throws(SVGPathError) -> Layer {
        shape(try SVGPathParser.parse(data))
    }

    /// A text layer (`CATextLayer`) drawing `string`.
    public static func text(_ string: String, font: Font = Font(), color: Color = .black, alignment: TextAlignment = .natural) -> Layer {
        Layer(content: .text(TextContent(string: string, font: font, color: color, alignment: alignment)))
    }

    /// A text layer showing `number` through a printf-style `format` (`"%.0f%%"`); animate
    /// `\.number` to make it count.
    /// - Throws: `NumberFormatError` when the format has no single number conversion.
    public static func number(
        _ number: Double, format: String, font: Font = Font(), color: Color = .black, alignment: TextAlignment = .natural
    ) throws(NumberFormatError) -> Layer {
        Layer(content: .text(TextContent(
            format: try NumberFormat(format), number: number, font: font, color: color, alignment: alignment)))
    }

    /// A gradient layer (`CAGradientLayer`) filling its bounds with `colors`, evenly spaced
    /// from `startPoint` to `endPoint` (unit coordinates of the bounds).
    public static func gradient(
        _ colors: [Color], kind: GradientKind = .axial, startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1)
    ) -> Layer {
        Layer(content: .gradient(GradientContent(kind: kind, colors: colors, startPoint: startPoint, endPoint: endPoint)))
    }

    /// An image layer drawing a PNG or JPEG file (`CALayer.contents`).
    public static func image(_ path: String, gravity: ContentsGravity = .resize) -> Layer {
        Layer(content: .image(ImageContent(path: path, gravity: gravity)))
    }

    /// A plain layer holding `sublayers`: a group that moves, fades and clips them together.
    public static func group(@LayerBuilder _ sublayers: () throws -> [Layer]) rethrows -> Layer {
        Layer(sublayers: try sublayers())
    }
}
