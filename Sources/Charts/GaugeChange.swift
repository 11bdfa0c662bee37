/// A new percentage set on a gauge at a moment of the scene (the document's "Change" button).
public struct GaugeChange: Sendable, Equatable {
    public var time: Double
    public var percentage: Double

    public init(time: Double, percentage: Double) {
        self.time = time
        self.percentage = percentage
    }
}
