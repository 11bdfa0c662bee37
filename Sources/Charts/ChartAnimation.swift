import Animation
import Scene

/// Builders for the few animation shapes the charts use, so that every chart spells its timing
/// as Core Animation's `CABasicAnimation` does: a begin time, a duration and a curve.
public enum ChartAnimation {
    /// A basic animation of the property at `keyPath` (`\.strokeEnd`, `\.number`) from `from`
    /// to `to`.
    ///
    /// `fill` defaults to `.both`: a chart element waiting for its turn shows the start value (a
    /// bar hidden before it rises) and keeps the end value afterwards, as a Core Animation view
    /// does by setting the model value in the same transaction.
    public static func basic<Value: AnimatableModelValue>(
        _ keyPath: LayerKeyPath<Value>, from: Value, to: Value, begin: Double = 0, duration: Double,
        timing: TimingFunction = .linear, fill: FillMode = .both
    ) -> Animation<PropertyValue> {
        .basic(BasicAnimation(
            keyPath: Layer.animatedName(of: keyPath), fromValue: from.animatedValue, toValue: to.animatedValue,
            timing: MediaTiming(beginTime: begin, duration: duration, fillMode: fill),
            timingFunction: timing))
    }

    /// `strokeEnd` from 0 to 1: a path drawing itself on.
    public static func drawOn(begin: Double = 0, duration: Double, timing: TimingFunction, fill: FillMode = .both)
        -> Animation<PropertyValue>
    {
        basic(\.strokeEnd, from: 0, to: 1, begin: begin, duration: duration, timing: timing, fill: fill)
    }

    /// `opacity` from 0 to 1.
    public static func fadeIn(begin: Double, duration: Double, timing: TimingFunction, fill: FillMode = .both)
        -> Animation<PropertyValue>
    {
        basic(\.opacity, from: 0, to: 1, begin: begin, duration: duration, timing: timing, fill: fill)
    }

    /// Shows a layer (model opacity 0) from the start of the scene (and before) until `end`.
    public static func visible(until end: Double) -> Animation<PropertyValue> {
        basic(\.opacity, from: 1, to: 1, begin: 0, duration: max(end, 0), fill: .backwards)
    }

    /// Shows a layer (model opacity 0) only during `[begin, end)`: how a replayed chart's earlier
    /// rounds give way to later ones without a `hidden` key path.
    public static func visible(from begin: Double, until end: Double) -> Animation<PropertyValue> {
        // An open end is a zero-length animation filled forwards: it holds from `begin` on.
        basic(\.opacity, from: 1, to: 1, begin: begin,
              duration: end.isInfinite ? 0 : max(end - begin, 0), fill: end.isInfinite ? .forwards : .removed)
    }
}
