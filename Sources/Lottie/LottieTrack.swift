import Animation
import Scene

/// A property's value at every frame of the scene, written as a Lottie property: a constant
/// when it never changes, else keyframes.
///
/// Sampled values become linear keyframes, fewest first: a frame is left out when the straight
/// line between its kept neighbours passes within `tolerance` of it, so every player shows the
/// scene's value at every frame time within `tolerance` (in the property's Lottie units).
/// `exact`, when set, replaces the samples with an animation's own keyframes and Bézier easing.
struct LottieTrack: Sendable {
    /// One value per frame.
    var samples: [[Double]]
    /// The largest error allowed at a frame time when keyframes are left out.
    var tolerance: Double
    /// Keyframes taken from the animation itself (Core Animation timing functions are Lottie's
    /// Bézier handles), checked against the samples before they are used.
    var exact: [LottieKeyframe]?
    /// The scene frame of the first sample.
    var firstFrame = 0

    /// The longest run of frames one linear keyframe pair may stand for: keeps the search linear.
    static let longestSpan = 240

    init(samples: [[Double]], tolerance: Double) {
        self.samples = samples
        self.tolerance = tolerance
    }

    /// Whether the value is the same at every frame.
    var isConstant: Bool {
        guard let first = samples.first else { return true }
        return samples.allSatisfy { Self.within($0, first, tolerance / 2) }
    }

    /// The frames kept as keyframes.
    var keptFrames: [Int] {
        let n = samples.count
        guard n > 1 else { return [0] }
        var kept = [0]
        var anchor = 0
        var j = 1
        while j < n {
            if j + 1 < n, j + 1 - anchor <= Self.longestSpan, fits(from: anchor, to: j + 1) {
                j += 1
                continue
            }
            kept.append(j)
            anchor = j
            j += 1
        }
        return kept
    }

    /// The keyframes written: the exact ones when they match the samples, else the kept samples.
    var keyframes: [LottieKeyframe] {
        if let exact, matches(exact) { return exact }
        return keptFrames.map { LottieKeyframe(frame: Double(firstFrame + $0), value: samples[$0]) }
    }

    /// The Lottie property: `{"a":0,"k":value}` or `{"a":1,"k":[keyframes]}`. `value` writes a
    /// constant's `k`, `keyed` a keyframe's `s`.
    func json(value: ([Double]) -> JSONValue, keyed: ([Double]) -> JSONValue) -> JSONValue {
        guard !isConstant else { return .object([("a", .number(0)), ("k", value(samples.first ?? []))]) }
        let frames = keyframes
        var items: [JSONValue] = []
        for (i, keyframe) in frames.enumerated() {
            var members: [(String, JSONValue)] = [("t", .number(keyframe.frame)), ("s", keyed(keyframe.value))]
            if i + 1 < frames.count {
                if keyframe.holds {
                    members.append(("h", .number(1)))
                } else {
                    let e = keyframe.easing
                    members.append(("o", .object([("x", .numbers([e.0])), ("y", .numbers([e.1]))])))
                    members.append(("i", .object([("x", .numbers([e.2])), ("y", .numbers([e.3]))])))
                }
            }
            items.append(.object(members))
        }
        return .object([("a", .number(1)), ("k", .array(items))])
    }

    /// A number property (`[v]` in keyframes, `v` as a constant).
    var scalarJSON: JSONValue {
        json(value: { .number($0.first ?? 0) }, keyed: { .numbers($0) })
    }

    /// A vector property (points, scales, colours).
    var vectorJSON: JSONValue {
        json(value: { .numbers($0) }, keyed: { .numbers($0) })
    }

    private func fits(from a: Int, to b: Int) -> Bool {
        let start = samples[a], end = samples[b]
        guard start.count == end.count else { return false }
        for k in (a + 1)..<b {
            let f = Double(k - a) / Double(b - a)
            let line = zip(start, end).map { $0 + ($1 - $0) * f }
            if !Self.within(samples[k], line, tolerance) { return false }
        }
        return true
    }

    /// Whether `keyframes`, evaluated as a player does, give every sample within tolerance.
    func matches(_ keyframes: [LottieKeyframe]) -> Bool {
        for (frame, sample) in samples.enumerated() {
            guard let value = Self.evaluate(keyframes, at: Double(firstFrame + frame)), Self.within(value, sample, tolerance) else { return false }
        }
        return true
    }

    /// A player's value of `keyframes` at `frame`: held before the first and after the last.
    static func evaluate(_ keyframes: [LottieKeyframe], at frame: Double) -> [Double]? {
        guard let first = keyframes.first, let last = keyframes.last else { return nil }
        if frame <= first.frame { return first.value }
        if frame >= last.frame { return last.value }
        for (a, b) in zip(keyframes, keyframes.dropFirst()) where frame < b.frame {
            guard a.value.count == b.value.count else { return nil }
            if a.holds || b.frame <= a.frame { return a.value }
            let x = (frame - a.frame) / (b.frame - a.frame)
            let e = a.easing
            let y = UnitBezier(e.0, e.1, e.2, e.3).value(at: x)
            return zip(a.value, b.value).map { $0 + ($1 - $0) * y }
        }
        return last.value
    }

    static func within(_ a: [Double], _ b: [Double], _ tolerance: Double) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
