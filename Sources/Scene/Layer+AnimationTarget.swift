import Animation

/// Layer properties by their Core Animation key path names.
extension Layer: AnimationTarget {
    /// Every key path a layer animates, with the kind of value it takes.
    public static let animatableKeyPaths: [String: String] = [
        "opacity": "number", "position": "point", "position.x": "number", "position.y": "number",
        "bounds": "rect", "bounds.size": "size", "anchorPoint": "point", "transform": "transform",
        "backgroundColor": "colour",
        "path": "path", "strokeStart": "number", "strokeEnd": "number", "lineWidth": "number",
        "strokeColor": "colour", "fillColor": "colour",
    ]

    public func value(forKeyPath keyPath: String) -> PropertyValue? {
        switch keyPath {
        case "opacity": return .number(opacity)
        case "position": return .point(position)
        case "position.x": return .number(position.x)
        case "position.y": return .number(position.y)
        case "bounds": return .rect(bounds)
        case "bounds.size": return .size(bounds.size)
        case "anchorPoint": return .point(anchorPoint)
        case "transform": return .transform(transform)
        case "backgroundColor": return .color(backgroundColor ?? .clear)
        default: break
        }
        guard case .shape(let shape) = content else { return nil }
        switch keyPath {
        case "path": return .path(shape.path)
        case "strokeStart": return .number(shape.strokeStart)
        case "strokeEnd": return .number(shape.strokeEnd)
        case "lineWidth": return .number(shape.lineWidth)
        case "strokeColor": return .color(shape.strokeColor ?? .clear)
        case "fillColor": return .color(shape.fillColor ?? .clear)
        default: return nil
        }
    }

    public mutating func setValue(_ value: PropertyValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("opacity", .number(let v)): opacity = v
        case ("position", .point(let v)): position = v
        case ("position.x", .number(let v)): position.x = v
        case ("position.y", .number(let v)): position.y = v
        case ("bounds", .rect(let v)): bounds = v
        case ("bounds.size", .size(let v)): bounds.size = v
        case ("anchorPoint", .point(let v)): anchorPoint = v
        case ("transform", .transform(let v)): transform = v
        case ("backgroundColor", .color(let v)): backgroundColor = v
        default: setShapeValue(value, forKeyPath: keyPath)
        }
    }

    private mutating func setShapeValue(_ value: PropertyValue, forKeyPath keyPath: String) {
        guard case .shape(var shape) = content else { return }
        switch (keyPath, value) {
        case ("path", .path(let v)): shape.path = v
        case ("strokeStart", .number(let v)): shape.strokeStart = v
        case ("strokeEnd", .number(let v)): shape.strokeEnd = v
        case ("lineWidth", .number(let v)): shape.lineWidth = v
        case ("strokeColor", .color(let v)): shape.strokeColor = v
        case ("fillColor", .color(let v)): shape.fillColor = v
        default: return
        }
        content = .shape(shape)
    }
}
