/// When an animation runs, with `CAMediaTiming`'s semantics: begin, duration, speed, offset,
/// repetition, autoreverse and fill.
public struct MediaTiming: Sendable, Hashable {
    /// Start, in the parent's time (seconds).
    public var beginTime: Double
    /// Length of one simple cycle, in the animation's local time. `CATransaction` defaults to 0.25 s.
    public var duration: Double
    /// Rate of local time relative to the parent's time.
    public var speed: Double
    /// Added to local time (seconds).
    public var timeOffset: Double
    /// Number of cycles; fractional counts end part-way; `.infinity` never ends. 0 means 1.
    public var repeatCount: Double
    /// Total active time in local time; overrides `repeatCount` when positive.
    public var repeatDuration: Double
    /// Whether each cycle plays forwards then backwards.
    public var autoreverses: Bool
    public var fillMode: FillMode

    public init(
        beginTime: Double = 0, duration: Double = 0.25, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: FillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The length of one cycle including its reverse half, in local time.
    public var cycleDuration: Double { autoreverses ? 2 * duration : duration }

    /// The active duration in local time: all repetitions.
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount * cycleDuration }
        return cycleDuration
    }

    /// The end of the active period in the parent's time (`.infinity` for endless repetition).
    public var endTime: Double {
        guard speed != 0 else { return .infinity }
        return beginTime + activeDuration / abs(speed)
    }

    /// Where the animation is at `time` (parent time), or `nil` when it shows nothing there
    /// (before it begins or after it ends, without a fill that covers that side).
    public func state(at time: Double) -> TimingState? {
        if time < beginTime {
            guard fillMode.fillsBackwards else { return nil }
            return state(atActiveTime: 0)
        }
        let active = (time - beginTime) * speed
        let total = activeDuration
        if active >= total {
            guard fillMode.fillsForwards else { return nil }
            return state(atActiveTime: total)
        }
        return state(atActiveTime: active)
    }

    private func state(atActiveTime active: Double) -> TimingState {
        guard duration > 0 else { return TimingState(fraction: 1, iteration: 0) }
        let cycle = cycleDuration
        let atEnd = active >= activeDuration
        var local = active + timeOffset
        var iteration = Int((local / cycle).rounded(.down))
        local -= Double(iteration) * cycle
        // The very end of a cycle belongs to that cycle, not to the start of the next one.
        if atEnd, local == 0, iteration > 0 {
            iteration -= 1
            local = cycle
        }
        var fraction = local / duration
        if autoreverses, fraction > 1 { fraction = 2 - fraction }
        return TimingState(fraction: min(max(fraction, 0), 1), iteration: iteration)
    }
}

/// The position of an animation inside its timing: the linear fraction of the current cycle
/// (before easing) and which repetition it is in.
public struct TimingState: Sendable, Hashable {
    public var fraction: Double
    public var iteration: Int
}
