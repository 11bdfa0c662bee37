import Animation
import Scene

extension LottieExporter {
    /// The keyframes of the one animation driving a property, with its Core Animation timing
    /// functions as Lottie's Bézier handles, or `nil` when the property is not driven by exactly
    /// one plain animation (a group, a spring, repeats, paced or cubic keyframes: those are
    /// sampled). `value` reads the property's Lottie value off a presented layer; the result is
    /// still checked against the samples before it is written (`LottieTrack.keyframes`).
    func exactKeyframes(of node: LottieNode, keyPaths: Set<String>, value: (Layer) -> [Double]) -> [LottieKeyframe]? {
        var driving: [Animation<PropertyValue>] = []
        for animation in node.model.animations {
            switch animation {
            case .group(let group):
                if Self.touches(group.animations, keyPaths) { return nil }
            default:
                if let keyPath = animation.keyPath, keyPaths.contains(keyPath) { driving.append(animation) }
            }
        }
        guard driving.count == 1, let animation = driving.first?.storingKeyframes else { return nil }
        let timing = animation.timing
        guard timing.speed == 1, timing.timeOffset == 0, !timing.autoreverses, timing.repeatCount <= 1,
            timing.repeatDuration == 0, timing.duration > 0, timing.duration.isFinite, timing.beginTime.isFinite
        else { return nil }
        var points: [(time: Double, easing: (Double, Double, Double, Double))] = []
        switch animation {
        case .basic(let basic):
            guard !basic.isCumulative, let easing = Self.bezier(basic.timingFunction) else { return nil }
            points = [(timing.beginTime, easing), (timing.beginTime + timing.duration, (0, 0, 1, 1))]
        case .keyframe(let keyframes):
            guard keyframes.timingFunction == .linear, keyframes.calculationMode == .linear, !keyframes.isCumulative else { return nil }
            let times = keyframes.effectiveKeyTimes
            guard times.count == keyframes.values.count, times.count > 1 else { return nil }
            for (i, fraction) in times.enumerated() {
                var easing = (0.0, 0.0, 1.0, 1.0)
                if let functions = keyframes.timingFunctions, i < functions.count, i + 1 < times.count {
                    guard let bezier = Self.bezier(functions[i]) else { return nil }
                    easing = bezier
                }
                points.append((timing.beginTime + fraction * timing.duration, easing))
            }
        default:
            return nil
        }
        let end = timing.beginTime + timing.duration
        return points.map { point in
            // The end value is read just inside the end: there, without a forwards fill, the
            // model value shows instead.
            let time = point.time >= end ? end - 1e-7 : point.time
            return LottieKeyframe(frame: point.time * scene.fps, value: value(node.model.presented(at: time)), easing: point.easing)
        }
    }

    /// A timing function as Bézier handles (x1, y1, x2, y2), when it is one.
    static func bezier(_ function: TimingFunction) -> (Double, Double, Double, Double)? {
        switch function {
        case .linear: return (0, 0, 1, 1)
        case .cubicBezier(let curve): return (curve.x1, curve.y1, curve.x2, curve.y2)
        default: return nil
        }
    }

    static func touches(_ animations: [Animation<PropertyValue>], _ keyPaths: Set<String>) -> Bool {
        animations.contains { animation in
            if case .group(let group) = animation { return touches(group.animations, keyPaths) }
            return animation.keyPath.map(keyPaths.contains) ?? false
        }
    }
}
