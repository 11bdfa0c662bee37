import Foundation

/// A Lottie property (`{"a": 0|1, "k": …}`): a static value or keyframes, evaluable at any
/// frame as the players evaluate it.
struct LottieProperty<Value: LottieValue> {
    var keyframes: [LottieKeyframeData<Value>]
    /// The value when not animated (the first keyframe's otherwise).
    var initial: Value
    /// Where the property is, for messages.
    var cursor: JSONCursor
    /// Whether the property carries an After Effects expression (`x`), which is not evaluated.
    var hasExpression: Bool

    var isAnimated: Bool { keyframes.count > 1 }

    static func parse(_ cursor: JSONCursor, budget: LottieBudget) throws(LottieImportError) -> LottieProperty {
        _ = try cursor.object()
        let k = try cursor.required("k", "an animatable property")
        let expression = cursor["x"] != nil
        // Animated when 'k' is a list of keyframe objects ('a' is not always written).
        let items = k.isArray ? try k.array() : []
        guard let first = items.first, first.isObject, first["t"] != nil else {
            let value = try Value.parse(k, budget: budget)
            return LottieProperty(keyframes: [], initial: value, cursor: cursor, hasExpression: expression)
        }
        try budget.spend(keyframes: items.count, at: k)
        var keyframes: [LottieKeyframeData<Value>] = []
        keyframes.reserveCapacity(items.count)
        for item in items {
            _ = try item.object()
            let time = try item.required("t", "a keyframe").number()
            if let previous = keyframes.last, time < previous.time {
                throw item.error("keyframe times go back from \(previous.time) to \(time)", fix: "list keyframes in time order")
            }
            let start = try item["s"].map { (c) throws(LottieImportError) in try Value.parse(c, budget: budget) }
            let end = try item["e"].map { (c) throws(LottieImportError) in try Value.parse(c, budget: budget) }
            // A last keyframe with only 't' ends the previous segment at that segment's 'e'.
            guard let value = start ?? keyframes.last?.end ?? keyframes.last?.value else {
                throw item.error("the first keyframe has no value 's'", fix: "give the keyframe its value in 's'")
            }
            func easing(_ key: String, _ axis: String) throws(LottieImportError) -> [Double] {
                try item[key]?[axis]?.numbers() ?? []
            }
            keyframes.append(LottieKeyframeData(
                time: time, value: value, end: end,
                outX: try easing("o", "x"), outY: try easing("o", "y"), inX: try easing("i", "x"), inY: try easing("i", "y"),
                hold: item.flag("h"),
                spatialOut: try item["to"]?.numbers(), spatialIn: try item["ti"]?.numbers()))
        }
        return LottieProperty(keyframes: keyframes, initial: keyframes[0].value, cursor: cursor, hasExpression: expression)
    }

    /// The end value of segment `index` (the next keyframe's value, or the old format's 'e').
    func segmentEnd(_ index: Int) -> Value {
        keyframes[index].end ?? keyframes[min(index + 1, keyframes.count - 1)].value
    }

    /// The value at frame `frame` (in the property's layer's time).
    func value(atFrame frame: Double) -> Value {
        guard let first = keyframes.first, let last = keyframes.last else { return initial }
        if frame <= first.time || keyframes.count == 1 { return first.value }
        if frame >= last.time { return keyframes.count > 1 ? (keyframes[keyframes.count - 2].end ?? last.value) : last.value }
        // The last keyframe at or before `frame`.
        var low = 0, high = keyframes.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if keyframes[middle].time <= frame { low = middle } else { high = middle }
        }
        let keyframe = keyframes[low]
        let next = keyframes[low + 1]
        if keyframe.hold || next.time <= keyframe.time { return keyframe.value }
        let x = (frame - keyframe.time) / (next.time - keyframe.time)
        let end = segmentEnd(low)
        let dimensions = (keyframe.value as? [Double])?.count ?? 1
        let progress = keyframe.easedProgress(x, dimensions: dimensions)
        if keyframe.hasSpatialCurve, let from = keyframe.value as? [Double], let to = end as? [Double], from.count >= 2, to.count >= 2,
            let point = Self.spatialPoint(from: from, to: to, out: keyframe.spatialOut ?? [], in: keyframe.spatialIn ?? [], fraction: progress[0]) as? Value
        {
            return point
        }
        return keyframe.value.interpolated(to: end, progress: progress)
    }

    /// The point `fraction` of the way along the motion curve by arc length, as players move
    /// along a curved motion path.
    static func spatialPoint(from: [Double], to: [Double], out: [Double], in tangent: [Double], fraction: Double) -> [Double] {
        func component(_ v: [Double], _ i: Int) -> Double { i < v.count ? v[i] : 0 }
        let p0 = (from[0], from[1]), p3 = (to[0], to[1])
        let p1 = (p0.0 + component(out, 0), p0.1 + component(out, 1))
        let p2 = (p3.0 + component(tangent, 0), p3.1 + component(tangent, 1))
        func point(_ s: Double) -> (Double, Double) {
            let u = 1 - s
            let a = u * u * u, b = 3 * u * u * s, c = 3 * u * s * s, d = s * s * s
            return (a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1)
        }
        let steps = 64
        var lengths = [0.0]
        var previous = point(0)
        for step in 1...steps {
            let current = point(Double(step) / Double(steps))
            lengths.append(lengths[step - 1] + hypot(current.0 - previous.0, current.1 - previous.1))
            previous = current
        }
        guard let total = lengths.last, total > 0 else { return from.interpolated(to: to, progress: [fraction]) }
        let target = fraction * total
        var index = 1
        while index < steps, lengths[index] < target { index += 1 }
        let span = lengths[index] - lengths[index - 1]
        let local = span > 0 ? (target - lengths[index - 1]) / span : 0
        let s = (Double(index - 1) + local) / Double(steps)
        let result = point(s)
        var value = from
        value[0] = result.0
        value[1] = result.1
        return value
    }
}
