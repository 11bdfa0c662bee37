extension MediaTiming {
    /// Timings that play one after another, as a chain of "start the next one in the previous
    /// one's completion block": each begins when the previous one ends (its repeats, speed and
    /// autoreverse included), the first at `start`.
    ///
    /// Each timing's own `beginTime` is kept as a delay after the previous end (after `start` for
    /// the first). A timing that never ends (infinite repeats, zero speed) leaves the ones after
    /// it beginning at infinity: they never start, as a completion block would never run.
    public static func sequence(_ timings: [MediaTiming], startingAt start: Double = 0) -> [MediaTiming] {
        var next = start
        return timings.map { timing in
            var resolved = timing
            resolved.beginTime = next + timing.beginTime
            next = resolved.endTime
            return resolved
        }
    }

    /// Timings that start a fixed `interval` apart (the i-th at `start + i · interval`, computed
    /// by multiplication so no rounding accumulates), each keeping its own `beginTime` as an
    /// extra delay.
    public static func stagger(_ timings: [MediaTiming], startingAt start: Double = 0, interval: Double) -> [MediaTiming] {
        timings.enumerated().map { index, timing in
            var resolved = timing
            resolved.beginTime = start + Double(index) * interval + timing.beginTime
            return resolved
        }
    }

    /// The same timing, starting `seconds` later.
    public func delayed(by seconds: Double) -> MediaTiming {
        var delayed = self
        delayed.beginTime += seconds
        return delayed
    }
}
