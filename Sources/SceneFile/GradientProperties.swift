import Scene

/// The keys of `type: gradient` layers: `CAGradientLayer`'s properties.
enum GradientProperties {
    static let all: [PropertyDefinition<LayerDraft>] = [
        .choice("gradientType", \.gradient.kind, example: "radial", "`axial` (default), `radial` or `conic` (`CAGradientLayer.type`)."),
        .value("colors", .list(.color), \.gradient.colors, example: "[\"#00abf3\", \"#ffffff00\"]", "The colours, at least one. Required.") { reader in
            guard let colors = reader.colorList() else { return nil }
            guard !colors.isEmpty else {
                reader.report("a gradient needs at least one colour", fix: "write colors: [\"#00abf3\", \"#ffffff\"]")
                return nil
            }
            return colors
        },
        .value("locations", .list(.number(0...1)), \.gradient.locations, example: "[0, 1]",
            "Where each colour sits, 0…1 along the gradient, one per colour; evenly spaced when omitted.") { reader in
            guard let values = reader.numberList(in: 0...1) else { return nil }
            guard zip(values, values.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                reader.report("gradient locations must not decrease", fix: "list the locations in order, such as [0, 0.3, 1]")
                return nil
            }
            return values
        },
        .point("startPoint", \.gradient.startPoint, example: "[0, 0]", "Where the gradient starts, in unit coordinates of the bounds; `[0.5, 0]` when omitted."),
        .point("endPoint", \.gradient.endPoint, example: "[1, 1]", "Where it ends (the radius for radial gradients); `[0.5, 1]` when omitted."),
    ]
}
