/// Core Animation's rules for which of `fromValue`, `toValue` and `byValue` are set, shared by
/// basic and spring animations.
@usableFromInline
struct ValueRange<Value: Interpolatable> {
    @usableFromInline let start: Value
    @usableFromInline let end: Value

    /// The interpolation's endpoints over the model value `base`. A missing endpoint is the
    /// model value (the presentation value so far), or zero for an additive animation, whose
    /// result is added to the model value.
    @inlinable
    init(from: Value?, to: Value?, by: Value?, base: Value, additive: Bool) {
        // Only materialise zero (base − base) when an endpoint needs it.
        switch (from, to, by) {
        case let (from?, to?, _): (start, end) = (from, to)
        case let (from?, nil, by?): (start, end) = (from, from.adding(by))
        case let (nil, to?, by?): (start, end) = (to.subtracting(by), to)
        case let (from?, nil, nil): (start, end) = (from, additive ? base.subtracting(base) : base)
        case let (nil, to?, nil): (start, end) = (additive ? base.subtracting(base) : base, to)
        case let (nil, nil, by?):
            let zero = additive ? base.subtracting(base) : base
            (start, end) = (zero, zero.adding(by))
        case (nil, nil, nil):
            let zero = additive ? base.subtracting(base) : base
            (start, end) = (zero, zero)
        }
    }

    /// The value at eased `progress` in repetition `iteration`, over `base`.
    @inlinable
    func value(progress: Double, iteration: Int, cumulative: Bool, additive: Bool, base: Value) -> Value {
        var value = start.interpolated(to: end, fraction: progress)
        if cumulative, iteration != 0 {
            // Each repetition continues from where the previous one ended.
            value = end.subtracting(start).scaled(by: Double(iteration)).adding(value)
        }
        return additive ? base.adding(value) : value
    }
}
