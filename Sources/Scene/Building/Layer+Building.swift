// Layers made in one expression, for Swift programs: each kind of content has a factory, and
// every other property is set with the fluent modifiers (`Layer+Modifiers.swift`) or animated
// with `animate` (`Layer+Animating.swift`).

extension Layer {
    /// A shape layer drawing `path` (`CAShapeLayer`): stroked in black, not filled, as a scene
    /// file's bare path; use `fill(_:)` and `stroke(_:width:)` to colour it.
    public static func shape(_ path: Path, fileID: String = #fileID, line: Int = #line) -> Layer {
        Layer(content: .shape(ShapeContent(path: path, fillColor: nil, strokeColor: .black))).builtAt(fileID, line)
    }

    /// A shape layer drawing SVG path data, such as `"M 0 0 L 100 50"`.
    /// - Throws: `SVGPathError` naming the offending command.
    public static func shape(svg data: String, fileID: String = #fileID, line: Int = #line) throws(SVGPathError) -> Layer {
        shape(try SVGPathParser.parse(data), fileID: fileID, line: line)
    }

    /// A text layer (`CATextLayer`) drawing `string`.
    public static func text(
        _ string: String, font: Font = Font(), color: Color = .black, alignment: TextAlignment = .natural, fileID: String = #fileID, line: Int = #line
    ) -> Layer {
        Layer(content: .text(TextContent(string: string, font: font, color: color, alignment: alignment))).builtAt(fileID, line)
    }

    /// A text layer showing `number` through a printf-style `format` (`"%.0f%%"`); animate
    /// `\.number` to make it count.
    /// - Throws: `NumberFormatError` when the format has no single number conversion.
    public static func number(
        _ number: Double, format: String, font: Font = Font(), color: Color = .black, alignment: TextAlignment = .natural,
        fileID: String = #fileID, line: Int = #line
    ) throws(NumberFormatError) -> Layer {
        Layer(content: .text(TextContent(
            format: try NumberFormat(format), number: number, font: font, color: color, alignment: alignment))).builtAt(fileID, line)
    }

    /// A gradient layer (`CAGradientLayer`) filling its bounds with `colors`, evenly spaced
    /// from `startPoint` to `endPoint` (unit coordinates of the bounds).
    public static func gradient(
        _ colors: [Color], kind: GradientKind = .axial, startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1),
        fileID: String = #fileID, line: Int = #line
    ) -> Layer {
        Layer(content: .gradient(GradientContent(kind: kind, colors: colors, startPoint: startPoint, endPoint: endPoint))).builtAt(fileID, line)
    }

    /// An image layer drawing a PNG or JPEG file (`CALayer.contents`).
    public static func image(_ path: String, gravity: ContentsGravity = .resize, fileID: String = #fileID, line: Int = #line) -> Layer {
        Layer(content: .image(ImageContent(path: path, gravity: gravity))).builtAt(fileID, line)
    }

    /// A plain layer holding `sublayers`: a group that moves, fades and clips them together.
    public static func group(fileID: String = #fileID, line: Int = #line, @LayerBuilder _ sublayers: () throws -> [Layer]) rethrows -> Layer {
        Layer(sublayers: try sublayers()).builtAt(fileID, line)
    }

    /// A copy recording that a builder made it at `fileID`:`line` (kept when already known,
    /// so the innermost builder wins).
    public func builtAt(_ fileID: String, _ line: Int) -> Layer {
        guard origin.layer == nil else { return self }
        var copy = self
        copy.origin.layer = SourcePlace(fileID: fileID, line: line)
        return copy
    }
}
