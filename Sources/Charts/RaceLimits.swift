/// Bounds on what a data story expands into, so that a large table is a clear error rather than
/// gigabytes of layers and keyframes.
public enum RaceLimits {
    /// The most keyframe values (numbers or points, a path's points counted one by one) one
    /// story may create.
    public static let keyframeValues = 3_000_000

    static func check(chart: String, estimate: Int, what: String) throws(ChartError) {
        guard estimate <= keyframeValues else {
            throw .invalidData(chart: chart,
                message: "the data would expand into \(estimate) keyframe values (\(what)), more than \(keyframeValues)",
                fix: "aggregate the data to fewer periods, or show fewer names")
        }
    }
}
