/// When an animation runs, with `CAMediaTiming`'s semantics: begin, duration, speed, offset,
/// repetition, autoreverse and fill.
///
/// Parent time `t` maps to active local time `(t − beginTime) · speed`; the active period lasts
/// `activeDuration` of local time. Inside it, local time is shifted by `timeOffset` and wrapped
/// into cycles of `cycleDuration` (so a 3 s animation with a 1 s offset plays 1…3 s, then 0…1 s,
/// as Core Animation does). The period is half-open: at its exact end the animation shows its end
/// state only with a forwards fill, and the model value otherwise.
///
/// Times closer than `boundaryTolerance` to a begin, end or cycle boundary count as on it, so
/// that frame times such as 9/30 s land on a 0.1 s cycle boundary despite binary rounding.
public struct MediaTiming: Sendable, Hashable {
    /// Start, in the parent's time (seconds).
    public var beginTime: Double
    /// Length of one simple cycle, in the animation's local time. `CATransaction` defaults to
    /// 0.25 s; 0 makes the animation jump (start value before `beginTime`, end value after, each
    /// only with the matching fill).
    public var duration: Double
    /// Rate of local time relative to the parent's time; 0 freezes the animation at `timeOffset`
    /// (Core Animation's pause idiom). Negative speeds are rejected by validation.
    public var speed: Double
    /// Shift of local time inside the active period (seconds), wrapping around the cycle.
    public var timeOffset: Double
    /// Number of cycles; fractional counts end part-way; `.infinity` never ends. 0 means 1.
    public var repeatCount: Double
    /// Total active time in local time; overrides `repeatCount` when positive.
    public var repeatDuration: Double
    /// Whether each cycle plays forwards then backwards (a cycle then lasts twice `duration`).
    public var autoreverses: Bool
    /// What shows outside the active period: the model value, or the start and/or end value.
    public var fillMode: FillMode

    /// Times within this many seconds of a boundary count as on it.
    @inlinable public static var boundaryTolerance: Double { 1e-9 }

    /// A timing; the defaults are Core Animation's (0.25 s once, no fill).
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

    /// The end of the active period in the parent's time (`.infinity` for endless repetition or
    /// a paused animation).
    public var endTime: Double {
        guard speed > 0 else { return .infinity }
        return beginTime + activeDuration / speed
    }

    /// Where the animation is at `time` (parent time), or `nil` when it shows nothing there
    /// (before it begins or after it ends, without a fill that covers that side).
    @inlinable
    public func state(at time: Double) -> TimingState? {
        let tolerance = Self.boundaryTolerance
        if time < beginTime - tolerance || time.isNaN {
            guard fillMode.fillsBackwards else { return nil }
            return state(atActiveTime: 0, phase: .before)
        }
        if time >= endTime - tolerance {
            guard fillMode.fillsForwards else { return nil }
            return state(atActiveTime: activeDuration, phase: .after)
        }
        let active = time <= beginTime + tolerance ? 0 : (time - beginTime) * speed
        return state(atActiveTime: active, phase: .active)
    }

    /// The state at active local time `active` (0 at the beginning, `activeDuration` at the end).
    @usableFromInline
    func state(atActiveTime active: Double, phase: TimingPhase) -> TimingState {
        guard duration > 0, duration.isFinite else {
            let fraction: Double = phase == .after ? 1 : 0
            return TimingState(time: fraction * max(duration, 0), fraction: fraction, iteration: 0, phase: phase)
        }
        let cycle = cycleDuration
        var (cycleIndex, inCycle) = Self.split(active + timeOffset, cycle: cycle, atEnd: phase == .after)
        if timeOffset != 0 { cycleIndex -= Self.split(timeOffset, cycle: cycle, atEnd: false).0 }
        var time = inCycle
        if autoreverses, time > duration { time = cycle - time }
        time = min(max(time, 0), duration)
        return TimingState(time: time, fraction: time / duration, iteration: cycleIndex, phase: phase)
    }

    /// Splits local time into a cycle index and the time inside that cycle. A time on a cycle
    /// boundary starts the next cycle, except at the very end, where it closes the previous one.
    @usableFromInline
    static func split(_ local: Double, cycle: Double, atEnd: Bool) -> (Int, Double) {
        let quotient = local / cycle
        // Also false for NaN and infinities. Truncation, not `rounded`, which compiles to a
        // library call on baseline x86-64.
        guard abs(quotient) < 1e15 else { return (0, 0) }
        var index = Int(quotient)
        if Double(index) > quotient { index -= 1 }
        var inCycle = local - Double(index) * cycle
        if inCycle <= boundaryTolerance {
            inCycle = 0
        } else if cycle - inCycle <= boundaryTolerance {
            index += 1
            inCycle = 0
        }
        if atEnd, inCycle == 0 {
            index -= 1
            inCycle = cycle
        }
        return (index, min(max(inCycle, 0), cycle))
    }
}
