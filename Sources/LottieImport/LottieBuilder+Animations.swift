import Animation
import Scene

/// Lottie properties as Core Animation keyframe animations: keyframes keep their frames (as
/// key times) and their Bézier easing (as timing functions) on an affine clock; curved motion,
/// per-axis easing and time remapping are sampled at every frame instead.
extension LottieBuilder {
    /// Reads the property at `cursor`, noting an expression on it.
    func property<V: LottieValue>(_ cursor: JSONCursor, layer: String, as type: V.Type = V.self) throws(LottieImportError) -> LottieProperty<V> {
        let property = try LottieProperty<V>.parse(cursor, budget: budget)
        if property.hasExpression { note(layer, "the expression at \(cursor.path) is not evaluated; its keyframes or value are used") }
        return property
    }

    func numbers(_ cursor: JSONCursor?, layer: String, default fallback: [Double]) throws(LottieImportError) -> LottieProperty<[Double]>? {
        guard let cursor else { return nil }
        return try property(cursor, layer: layer)
    }

    /// The animation of `keyPath` following `property` (converted by `convert`), or `nil` when
    /// it does not change.
    func animation<V: LottieValue>(
        _ property: LottieProperty<V>, keyPath: String, clock: LottieClock, convert: (V) -> PropertyValue
    ) throws(LottieImportError) -> Animation<PropertyValue>? {
        guard property.isAnimated else { return nil }
        let keyframes = property.keyframes
        let exact = clock.affine != nil && clock.affine!.rate > 0
            && keyframes.allSatisfy { !$0.hasSpatialCurve && ($0.easesUniformly || $0.hold) }
            && keyframes.indices.dropLast().allSatisfy { keyframes[$0].end == nil || keyframes[$0].end == keyframes[$0 + 1].value }
        guard exact, let first = keyframes.first, let last = keyframes.last,
            let begin = clock.time(ofFrame: first.time), let end = clock.time(ofFrame: last.time), end > begin
        else {
            return try sampled(keyPath: keyPath, clock: clock, at: property.cursor) { convert(property.value(atFrame: $0)) }
        }
        let duration = end - begin
        var keyTimes: [Double] = []
        var timings: [TimingFunction] = []
        for (index, keyframe) in keyframes.enumerated() {
            keyTimes.append(min(max(((clock.time(ofFrame: keyframe.time) ?? begin) - begin) / duration, 0), 1))
            if index < keyframes.count - 1 {
                timings.append(keyframe.hold ? .steps(1, .jumpEnd) : keyframe.easing.timingFunction)
            }
        }
        return .keyframe(KeyframeAnimation(
            keyPath: keyPath, values: keyframes.map { convert($0.value) }, keyTimes: keyTimes, timingFunctions: timings,
            timing: MediaTiming(beginTime: begin, duration: duration, fillMode: .both)))
    }

    /// An animation of `keyPath` through `value` (of a Lottie frame) at every time of the
    /// clock's grid, linear between them; `nil` when the value never changes.
    func sampled(
        keyPath: String, clock: LottieClock, at cursor: JSONCursor, value: (Double) -> PropertyValue
    ) throws(LottieImportError) -> Animation<PropertyValue>? {
        let times = clock.grid
        guard let begin = times.first, let end = times.last, end > begin else { return nil }
        try budget.spend(samples: times.count, at: cursor)
        let values = times.map { value(clock.frame($0)) }
        guard values.contains(where: { $0 != values[0] }) else { return nil }
        // Runs of equal values keep only their ends.
        var keptValues: [PropertyValue] = [], keptTimes: [Double] = []
        for index in values.indices {
            if index > 0, index < values.count - 1, values[index] == values[index - 1], values[index] == values[index + 1] { continue }
            keptValues.append(values[index])
            keptTimes.append((times[index] - begin) / (end - begin))
        }
        return .keyframe(KeyframeAnimation(
            keyPath: keyPath, values: keptValues, keyTimes: keptTimes,
            timing: MediaTiming(beginTime: begin, duration: end - begin, fillMode: .both)))
    }
}

extension LottieKeyframeData {
    /// The easing of the first dimension (all dimensions' when `easesUniformly`).
    var easing: LottieEasing {
        LottieEasing(x1: outX.first ?? 0, y1: outY.first ?? 0, x2: inX.first ?? 1, y2: inY.first ?? 1)
    }
}
