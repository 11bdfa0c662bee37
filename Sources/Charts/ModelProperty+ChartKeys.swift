import Animation
import Scene

/// Declarations the chart layer types share, each bound to one chart's property of the layer
/// draft being read: the same `ModelProperty` factories as the Scene model's, with the forms charts use.
extension ModelProperty where Root == ChartDraft {
    /// `values`: numbers, inline or a column of the layer's `data` file.
    static func values(_ keyPath: WritableKeyPath<ChartDraft, [Double]> & Sendable, _ summary: String) -> Self {
        .key("values", keyPath, form: .numbersOrColumn, example: "[30, 45, 44, 60, 95, 2, 8, 9]",
            summary + " A list, or the name of a column of the layer's `data` file.")
    }

    /// Texts, inline or a column of the layer's `data` file.
    static func texts(_ name: String, _ keyPath: WritableKeyPath<ChartDraft, [String]> & Sendable, example: String, _ summary: String) -> Self {
        .key(name, keyPath, form: .textsOrColumn, example: example, summary + " A list, or the name of a column of the layer's `data` file.")
    }

    /// A length of time, 0 to a day.
    static func time(_ name: String, _ keyPath: WritableKeyPath<ChartDraft, Double> & Sendable, example: String, _ summary: String) -> Self {
        .key(name, keyPath, form: .time, example: example, summary)
    }

    /// `startTime`: when the chart's animation starts.
    static func startTime(_ keyPath: WritableKeyPath<ChartDraft, Double> & Sendable) -> Self {
        .key("startTime", keyPath, range: -86_400...86_400, form: .time, example: "0.5s", "When the chart's animation starts, in scene time.")
    }

    /// `timingFunction`: the curve of the chart's animation.
    static func timing(_ keyPath: WritableKeyPath<ChartDraft, TimingFunction> & Sendable, _ summary: String) -> Self {
        .key("timingFunction", keyPath, example: "easeOut", summary)
    }

    /// A whole number in `range`.
    static func integer(_ name: String, _ range: ClosedRange<Int>, _ keyPath: WritableKeyPath<ChartDraft, Int> & Sendable, example: String, _ summary: String) -> Self {
        .key(name, keyPath, range: Double(range.lowerBound)...Double(range.upperBound), example: example, summary)
    }

    /// A length in points, 0 to 100 000.
    static func size(_ name: String, _ keyPath: WritableKeyPath<ChartDraft, Double> & Sendable, example: String, _ summary: String) -> Self {
        .key(name, keyPath, range: 0...100_000, example: example, summary)
    }
}
