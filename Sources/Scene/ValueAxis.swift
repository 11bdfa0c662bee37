import Foundation

/// A chart's value axis: how a value maps to a coordinate in the chart's container layer
/// (the layer carrying the `ChartInfo`), linear between two reference points — or, for a
/// logarithmic axis, linear in the values' logarithms. Marks under the container must sit
/// where their value maps, which `reel layout --check` verifies.
public struct ValueAxis: Sendable, Equatable {
    /// Which coordinate the value maps to.
    public enum Axis: String, Sendable {
        /// Values grow along x (horizontal bars, a race).
        case x
        /// Values grow along y (columns, lines).
        case y
    }

    /// For a scale that changes over time (a race's axis follows its leader): the instants
    /// where it is known, each with the value at `upperCoordinate` (and at `lowerCoordinate`,
    /// when that changes too).
    public struct Keyframe: Sendable, Equatable {
        /// Scene time, seconds.
        public var time: Double
        /// The value that maps to `upperCoordinate` then.
        public var upperValue: Double
        /// The value that maps to `lowerCoordinate` then; `nil` keeps the axis's `lowerValue`.
        public var lowerValue: Double?

        /// `upperValue` at `upperCoordinate` (and `lowerValue` at `lowerCoordinate`) at `time`.
        public init(time: Double, upperValue: Double, lowerValue: Double? = nil) {
            self.time = time
            self.upperValue = upperValue
            self.lowerValue = lowerValue
        }
    }

    /// Two times closer than this are the same instant (period boundaries are computed sums).
    public static let timeTolerance = 1e-6

    /// The coordinate values grow along.
    public var axis: Axis
    /// One value the axis maps …
    public var lowerValue: Double
    /// Where `lowerValue` maps.
    public var lowerCoordinate: Double
    /// … and another.
    public var upperValue: Double
    /// Where `upperValue` maps.
    public var upperCoordinate: Double
    /// When not empty, `upperValue` changes over time: known at these instants only, in time
    /// order.
    public var keyframes: [Keyframe]
    /// Whether equal ratios of values (1 to 10, 10 to 100) take equal distances, rather than
    /// equal differences: a log axis, for values spanning several powers of ten.
    public var isLogarithmic: Bool

    /// `lowerValue` at `lowerCoordinate` and `upperValue` at `upperCoordinate` along `axis`.
    public init(axis: Axis, lowerValue: Double, lowerCoordinate: Double, upperValue: Double, upperCoordinate: Double,
                keyframes: [Keyframe] = [], isLogarithmic: Bool = false) {
        self.axis = axis
        self.lowerValue = lowerValue
        self.lowerCoordinate = lowerCoordinate
        self.upperValue = upperValue
        self.upperCoordinate = upperCoordinate
        self.keyframes = keyframes
        self.isLogarithmic = isLogarithmic
    }

    /// The scale as it is at `time`; `nil` while it moves between two keyframes.
    public func at(_ time: Double) -> ValueAxis? {
        guard !keyframes.isEmpty else { return self }
        guard let key = keyframes.first(where: { abs($0.time - time) <= Self.timeTolerance }) else { return nil }
        var result = self
        result.upperValue = key.upperValue
        if let lower = key.lowerValue { result.lowerValue = lower }
        result.keyframes = []
        return result
    }

    /// The keyframes just before and just after `time`, for a scale moving between them (either
    /// is `nil` before the first keyframe or after the last).
    public func keyframes(around time: Double) -> (before: Keyframe?, after: Keyframe?) {
        (keyframes.last { $0.time < time }, keyframes.first { $0.time > time })
    }

    /// Where `value` maps; `nil` for a degenerate scale (or a value of 0 or less on a log axis).
    public func coordinate(for value: Double) -> Double? {
        if isLogarithmic {
            guard value > 0, lowerValue > 0, upperValue > 0 else { return nil }
            let span = log10(upperValue) - log10(lowerValue)
            guard span != 0, span.isFinite else { return nil }
            return lowerCoordinate + (log10(value) - log10(lowerValue)) / span * (upperCoordinate - lowerCoordinate)
        }
        let span = upperValue - lowerValue
        guard span != 0, span.isFinite else { return nil }
        return lowerCoordinate + (value - lowerValue) / span * (upperCoordinate - lowerCoordinate)
    }

    /// The coordinate bars grow from: 0's when 0 is within the scale, else the lower end's.
    public var baselineCoordinate: Double {
        let low = min(lowerValue, upperValue), high = max(lowerValue, upperValue)
        return (low...high).contains(0) ? coordinate(for: 0) ?? lowerCoordinate : lowerCoordinate
    }
}
