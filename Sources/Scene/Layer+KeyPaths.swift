// The key path table, by family. Accessors match the value kind; `setValue` checks the kind
// before calling a setter, so the `if case` in each setter always binds.

extension Layer {
    static func number(
        _ keyPath: String, _ content: LayerContentKind? = nil,
        get: @escaping @Sendable (Layer) -> Double?, set: @escaping @Sendable (inout Layer, Double) -> Void
    ) -> AnimatableProperty {
        AnimatableProperty(
            keyPath: keyPath, kind: .number, content: content, get: { get($0).map(PropertyValue.number) },
            set: { layer, value in if case .number(let v) = value { set(&layer, v) } })
    }

    static func property(
        _ keyPath: String, _ kind: PropertyValueKind, _ content: LayerContentKind? = nil,
        get: @escaping @Sendable (Layer) -> PropertyValue?, set: @escaping @Sendable (inout Layer, PropertyValue) -> Void
    ) -> AnimatableProperty {
        AnimatableProperty(keyPath: keyPath, kind: kind, content: content, get: get, set: set)
    }

    static let layerProperties: [AnimatableProperty] = [
        number("opacity", get: { $0.opacity }, set: { $0.opacity = $1 }),
        number("zPosition", get: { $0.zPosition }, set: { $0.zPosition = $1 }),
        property("position", .point, get: { .point($0.position) }, set: { if case .point(let v) = $1 { $0.position = v } }),
        number("position.x", get: { $0.position.x }, set: { $0.position.x = $1 }),
        number("position.y", get: { $0.position.y }, set: { $0.position.y = $1 }),
        property("anchorPoint", .point, get: { .point($0.anchorPoint) }, set: { if case .point(let v) = $1 { $0.anchorPoint = v } }),
        number("anchorPoint.x", get: { $0.anchorPoint.x }, set: { $0.anchorPoint.x = $1 }),
        number("anchorPoint.y", get: { $0.anchorPoint.y }, set: { $0.anchorPoint.y = $1 }),
        property("bounds", .rect, get: { .rect($0.bounds) }, set: { if case .rect(let v) = $1 { $0.bounds = v } }),
        property("bounds.origin", .point, get: { .point($0.bounds.origin) }, set: { if case .point(let v) = $1 { $0.bounds.origin = v } }),
        number("bounds.origin.x", get: { $0.bounds.origin.x }, set: { $0.bounds.origin.x = $1 }),
        number("bounds.origin.y", get: { $0.bounds.origin.y }, set: { $0.bounds.origin.y = $1 }),
        property("bounds.size", .size, get: { .size($0.bounds.size) }, set: { if case .size(let v) = $1 { $0.bounds.size = v } }),
        number("bounds.size.width", get: { $0.bounds.size.width }, set: { $0.bounds.size.width = $1 }),
        number("bounds.size.height", get: { $0.bounds.size.height }, set: { $0.bounds.size.height = $1 }),
        property("backgroundColor", .color, get: { .color($0.backgroundColor ?? .clear) }, set: { if case .color(let v) = $1 { $0.backgroundColor = v } }),
        number("cornerRadius", get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 }),
        number("borderWidth", get: { $0.borderWidth }, set: { $0.borderWidth = $1 }),
        property("borderColor", .color, get: { .color($0.borderColor ?? .clear) }, set: { if case .color(let v) = $1 { $0.borderColor = v } }),
        property("shadowColor", .color, get: { .color($0.shadowColor ?? .clear) }, set: { if case .color(let v) = $1 { $0.shadowColor = v } }),
        number("shadowOpacity", get: { $0.shadowOpacity }, set: { $0.shadowOpacity = $1 }),
        property("shadowOffset", .size, get: { .size($0.shadowOffset) }, set: { if case .size(let v) = $1 { $0.shadowOffset = v } }),
        number("shadowRadius", get: { $0.shadowRadius }, set: { $0.shadowRadius = $1 }),
        property("shadowPath", .path, get: { .path($0.shadowPath ?? Path()) }, set: {
            if case .path(let v) = $1 { $0.shadowPath = v.isEmpty ? nil : v }
        }),
    ]

    static let transformProperties: [AnimatableProperty] = [
        property("transform", .transform, get: { .transform($0.transform) }, set: { if case .transform(let v) = $1 { $0.transform = v } }),
        property("sublayerTransform", .transform, get: { .transform($0.sublayerTransform) }, set: {
            if case .transform(let v) = $1 { $0.sublayerTransform = v }
        }),
        number("transform.rotation", get: { $0.transform.components.rotation }, set: { l, v in l.transform = l.transform.with { $0.rotation = v } }),
        number("transform.rotation.z", get: { $0.transform.components.rotation }, set: { l, v in l.transform = l.transform.with { $0.rotation = v } }),
        // As Core Animation: reading gives the mean of the axis scales, writing sets both.
        number("transform.scale", get: { ($0.transform.components.scaleX + $0.transform.components.scaleY) / 2 }, set: { l, v in
            l.transform = l.transform.with { $0.scaleX = v; $0.scaleY = v }
        }),
        number("transform.scale.x", get: { $0.transform.components.scaleX }, set: { l, v in l.transform = l.transform.with { $0.scaleX = v } }),
        number("transform.scale.y", get: { $0.transform.components.scaleY }, set: { l, v in l.transform = l.transform.with { $0.scaleY = v } }),
        property("transform.translation", .size, get: { .size(Size(width: $0.transform.tx, height: $0.transform.ty)) }, set: {
            if case .size(let v) = $1 { $0.transform.tx = v.width; $0.transform.ty = v.height }
        }),
        number("transform.translation.x", get: { $0.transform.tx }, set: { $0.transform.tx = $1 }),
        number("transform.translation.y", get: { $0.transform.ty }, set: { $0.transform.ty = $1 }),
    ]
}
