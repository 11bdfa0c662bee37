extension Layer {
    /// Reads and writes the shape content; only called for shape layers (`applies(to:)`).
    static func shape(
        _ keyPath: String, _ kind: PropertyValueKind,
        get: @escaping @Sendable (ShapeContent) -> PropertyValue, set: @escaping @Sendable (inout ShapeContent, PropertyValue) -> Void
    ) -> AnimatableProperty {
        property(keyPath, kind, .shape, get: { layer in
            guard case .shape(let shape) = layer.content else { return nil }
            return get(shape)
        }, set: { layer, value in
            guard case .shape(var shape) = layer.content else { return }
            set(&shape, value)
            layer.content = .shape(shape)
        })
    }

    static func text(
        _ keyPath: String, _ kind: PropertyValueKind,
        get: @escaping @Sendable (TextContent) -> PropertyValue, set: @escaping @Sendable (inout TextContent, PropertyValue) -> Void
    ) -> AnimatableProperty {
        property(keyPath, kind, .text, get: { layer in
            guard case .text(let text) = layer.content else { return nil }
            return get(text)
        }, set: { layer, value in
            guard case .text(var text) = layer.content else { return }
            set(&text, value)
            layer.content = .text(text)
        })
    }

    static func gradient(
        _ keyPath: String, _ kind: PropertyValueKind,
        get: @escaping @Sendable (GradientContent) -> PropertyValue,
        set: @escaping @Sendable (inout GradientContent, PropertyValue) -> Void
    ) -> AnimatableProperty {
        property(keyPath, kind, .gradient, get: { layer in
            guard case .gradient(let gradient) = layer.content else { return nil }
            return get(gradient)
        }, set: { layer, value in
            guard case .gradient(var gradient) = layer.content else { return }
            set(&gradient, value)
            layer.content = .gradient(gradient)
        })
    }

    static let shapeProperties: [AnimatableProperty] = [
        shape("path", .path, get: { .path($0.path) }, set: { if case .path(let v) = $1 { $0.path = v } }),
        shape("strokeStart", .number, get: { .number($0.strokeStart) }, set: { if case .number(let v) = $1 { $0.strokeStart = v } }),
        shape("strokeEnd", .number, get: { .number($0.strokeEnd) }, set: { if case .number(let v) = $1 { $0.strokeEnd = v } }),
        shape("lineWidth", .number, get: { .number($0.lineWidth) }, set: { if case .number(let v) = $1 { $0.lineWidth = v } }),
        shape("miterLimit", .number, get: { .number($0.miterLimit) }, set: { if case .number(let v) = $1 { $0.miterLimit = v } }),
        shape("lineDashPhase", .number, get: { .number($0.lineDashPhase) }, set: { if case .number(let v) = $1 { $0.lineDashPhase = v } }),
        shape("lineDashPattern", .numbers, get: { .numbers($0.lineDashPattern) }, set: {
            if case .numbers(let v) = $1 { $0.lineDashPattern = v }
        }),
        shape("strokeColor", .color, get: { .color($0.strokeColor ?? .clear) }, set: { if case .color(let v) = $1 { $0.strokeColor = v } }),
        shape("fillColor", .color, get: { .color($0.fillColor ?? .clear) }, set: { if case .color(let v) = $1 { $0.fillColor = v } }),
    ]

    static let textProperties: [AnimatableProperty] = [
        text("number", .number, get: { .number($0.number) }, set: { if case .number(let v) = $1 { $0.number = v } }),
        text("fontSize", .number, get: { .number($0.font.size) }, set: { if case .number(let v) = $1 { $0.font.size = v } }),
        text("foregroundColor", .color, get: { .color($0.color) }, set: { if case .color(let v) = $1 { $0.color = v } }),
    ]

    static let gradientProperties: [AnimatableProperty] = [
        gradient("colors", .colors, get: { .colors($0.colors) }, set: { if case .colors(let v) = $1 { $0.colors = v } }),
        gradient("locations", .numbers, get: { .numbers($0.locations ?? $0.stops.map(\.location)) }, set: {
            if case .numbers(let v) = $1 { $0.locations = v }
        }),
        gradient("startPoint", .point, get: { .point($0.startPoint) }, set: { if case .point(let v) = $1 { $0.startPoint = v } }),
        gradient("endPoint", .point, get: { .point($0.endPoint) }, set: { if case .point(let v) = $1 { $0.endPoint = v } }),
    ]
}
