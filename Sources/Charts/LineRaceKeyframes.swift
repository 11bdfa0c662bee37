import Animation
import Scene

/// The keyframes of one of a line race's per-name animations, computed from the race's shared
/// `LineRaceTrack` when evaluated: the same keyframes the race's stored animations had (and
/// stores when asked, for the scene writer, Lottie export and `--check`), with no memory per
/// keyframe, so that a long race's model does not grow with its periods.
struct LineRaceKeyframes: KeyframeSource, Equatable {
    /// Which of a name's animated properties.
    enum Part: Sendable, Equatable {
        /// The trail layer's vertical scale: the last period's axis span over each period's.
        case trailScale
        /// The trail layer's y: where each period's axis has the value 0 (for an axis below 0).
        case trailZero
        /// How far the trail is drawn at each period (discrete).
        case trailEnd
        /// Whether the line shows, per period (trail, tip and dot).
        case visibility
        /// The tip: a step from each period's point to the next, eased, then a jump.
        case tip
        /// The head dot's place, per period.
        case headPosition
        /// The counting value at the head, per period.
        case value
        /// The head label's place, per sampled instant.
        case labelPosition
        /// The head label's (and its leader's) opacity, per sampled instant.
        case labelOpacity
        /// The leader line's path, per sampled instant.
        case leaderPath
    }

    let track: LineRaceTrack
    let name: Int
    let part: Part

    private var periods: Int { track.periods }

    var count: Int {
        switch part {
        case .trailScale, .trailZero, .trailEnd, .visibility, .headPosition, .value: periods
        case .tip: 2 * (periods - 1) + 1
        case .labelPosition, .labelOpacity, .leaderPath: track.heads.count
        }
    }

    var calculationMode: CalculationMode { part == .trailEnd ? .discrete : .linear }

    func keyTime(_ index: Int) -> Double {
        switch part {
        case .trailScale, .trailZero, .trailEnd, .visibility, .headPosition, .value: track.timeline.keyTime(ofPeriod: index)
        case .tip: track.timeline.keyTime(ofSteppedKeyframe: index)
        case .labelPosition, .labelOpacity, .leaderPath: Double(index) / Double(track.heads.count - 1)
        }
    }

    func timingFunction(_ segment: Int) -> TimingFunction {
        switch part {
        case .trailScale, .trailZero, .visibility, .headPosition, .value: track.timeline.timing
        case .tip: track.timeline.timingFunction(ofSteppedSegment: segment)
        case .trailEnd, .labelPosition, .labelOpacity, .leaderPath: .linear
        }
    }

    func value(_ index: Int) -> PropertyValue {
        let track = track, name = name
        switch part {
        case .trailScale:
            return .number(track.geometry.trailScale(atPeriod: index))
        case .trailZero:
            return .number(track.geometry.zeroY(atPeriod: index))
        case .trailEnd:
            return .number(track.ends[name][index])
        case .visibility:
            return .number(track.visibility(name, atPeriod: index))
        case .tip:
            // Step k goes from period k's point (no length: the trail has reached it) to the
            // segment on to k + 1 on the blending axis; before its first value the line is a
            // point waiting at the head. From the last period on it is a point under the head.
            let k = index / 2, last = periods - 1
            guard index < 2 * last else { return .path(track.segment(name, from: last, to: last, axis: last)) }
            if index % 2 == 0 { return .path(track.segment(name, from: k, to: k, axis: k)) }
            return .path(k < track.firstPeriods[name] ? track.segment(name, from: k + 1, to: k + 1, axis: k + 1)
                : track.segment(name, from: k, to: k + 1, axis: k + 1))
        case .headPosition:
            return .point(track.headPoint(name, atPeriod: index))
        case .value:
            return .number(track.values[name][index])
        case .labelPosition:
            return .point(track.labelPoint(name, atInstant: track.heldInstant(name, index)))
        case .labelOpacity:
            return .number(track.labelOpacity(name, atInstant: index))
        case .leaderPath:
            return .path(track.leaderPath(name, atInstant: track.heldInstant(name, index)))
        }
    }

    func keyframes(keyPath: String, timing: MediaTiming) -> KeyframeAnimation<PropertyValue> {
        let values = (0..<count).map(value), timeline = track.timeline
        var keyframes = switch part {
        case .trailScale, .trailZero, .visibility, .headPosition, .value: timeline.keyframes(keyPath, perPeriod: values)
        case .trailEnd: timeline.keyframes(keyPath, steps: values)
        case .tip: timeline.keyframes(keyPath, stepping: values)
        case .labelPosition, .labelOpacity, .leaderPath: timeline.keyframes(keyPath, sampled: values)
        }
        keyframes.timing = timing
        return keyframes
    }
}
