/// A new percentage set on a gauge at a moment of the scene.
public struct GaugeChange: Sendable, Equatable {
    /// When the change happens, in the scene's time.
    public var time: Double
    /// The new percentage, 0–100.
    public var percentage: Double

    /// A change to `percentage` at `time`.
    public init(time: Double, percentage: Double) {
        self.time = time
        self.percentage = percentage
    }
}
