import Scene

/// Reads an animation value in the shape of the property it animates.
enum PropertyValueDecoder {
    static func decode(_ reader: NodeReader, like model: PropertyValue) -> PropertyValue? {
        switch model {
        case .number: return reader.number().map(PropertyValue.number)
        case .point: return reader.point().map(PropertyValue.point)
        case .size:
            return reader.numbers(count: 2, what: "a size [width, height]").map { .size(Size(width: $0[0], height: $0[1])) }
        case .rect:
            return reader.numbers(count: 4, what: "a rect [x, y, width, height]").map { .rect(Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])) }
        case .color: return reader.color().map(PropertyValue.color)
        case .path(let modelPath):
            guard let text = reader.string() else { return nil }
            do {
                let path = try SVGPathParser.parse(text)
                guard path.hasSameStructure(as: modelPath) else {
                    reader.report("this path has different commands from the layer's path, so the two cannot be interpolated",
                        fix: "use the same commands in the same order as the layer's `path`, changing only the numbers")
                    return nil
                }
                return .path(path)
            } catch {
                reader.report("bad path data at \(error.description)", fix: "write SVG path data, such as \"M 0 0 L 100 50\"")
                return nil
            }
        case .transform, .numbers, .colors:
            reader.report("animating a \(model.kindName) is not supported in scene files yet")
            return nil
        }
    }
}
