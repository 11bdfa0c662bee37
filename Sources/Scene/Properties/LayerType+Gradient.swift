extension LayerType {
    /// `CAGradientLayer`.
    public static let gradient = LayerType(
        name: "gradient", summary: "Fills the bounds with a colour gradient: `CAGradientLayer`.", initialContent: .gradient(GradientContent()),
        properties: [
            .key("gradientType", \.gradient.kind, example: "radial", "`axial` (default), `radial` or `conic` (`CAGradientLayer.type`)."),
            .animatable("colors", \.gradient.colors, example: "[\"#00abf3\", \"#ffffff00\"]", "The colours, at least one. Required.") { colors in
                colors.isEmpty ? ValueProblem("a gradient needs at least one colour", fix: "write colors: [\"#00abf3\", \"#ffffff\"]") : nil
            },
            .animatable("locations", \.gradient.effectiveLocations, range: 0...1, example: "[0, 1]",
                "Where each colour sits, 0…1 along the gradient, one per colour; evenly spaced when omitted.") { locations in
                guard !zip(locations, locations.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
                return ValueProblem("gradient locations must not decrease", fix: "list the locations in order, such as [0, 0.3, 1]")
            },
            .animatable("startPoint", \.gradient.startPoint, example: "[0, 0]",
                "Where the gradient starts, in unit coordinates of the bounds; `[0.5, 0]` when omitted."),
            .animatable("endPoint", \.gradient.endPoint, example: "[1, 1]",
                "Where it ends (the radius for radial gradients); `[0.5, 1]` when omitted."),
        ])
}
