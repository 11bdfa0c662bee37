import Animation

extension Scene {
    /// The times worth checking a layout at: 0, the last frame, every chart period and every
    /// animation's begin, end and keyframe times (first cycle, at speed 1) within the scene,
    /// sorted, at most `limit` of them (evenly picked when there are more).
    public func checkTimes(limit: Int = 2_000) -> [Double] {
        let last = time(ofFrame: max(frameCount - 1, 0))
        var times: [Double] = [0, last]
        func add(_ animation: Animation<PropertyValue>, offset: Double) {
            let timing = animation.timing
            let begin = offset + timing.beginTime
            times.append(begin)
            times.append(offset + timing.endTime)
            switch animation.storingKeyframes {
            case .keyframe(let keyframe):
                // The times evaluation uses: given, evenly spaced or paced.
                guard timing.speed == 1 else { break }
                for k in keyframe.effectiveKeyTimes { times.append(begin + k * timing.duration) }
            case .group(let group):
                for child in group.animations { add(child, offset: begin) }
            default: break
            }
        }
        func visit(_ layer: Layer) {
            for animation in layer.animations { add(animation, offset: 0) }
            for period in layer.chart?.periods ?? [] { times.append(period.time) }
            layer.sublayers.forEach(visit)
        }
        layers.forEach(visit)
        let sorted = times.filter { $0.isFinite && $0 >= 0 && $0 <= last + 1e-9 }.map { min($0, last) }.sorted()
        var unique: [Double] = []
        for t in sorted where unique.last.map({ t - $0 > 1e-6 }) ?? true { unique.append(t) }
        guard unique.count > limit, limit > 1 else { return unique }
        return (0..<limit).map { unique[$0 * (unique.count - 1) / (limit - 1)] }
    }
}
