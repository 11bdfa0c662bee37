/// One period of a data story (a race): its label and when it is shown exactly.
public struct ChartPeriod: Sendable, Equatable {
    /// The period's label, as the data names it ("2024", "Q3").
    public var name: String
    /// When the period is shown, in scene seconds.
    public var time: Double

    /// Period `name`, shown at `time`.
    public init(name: String, time: Double) {
        self.name = name
        self.time = time
    }
}
