/// A cubic Bézier timing curve from (0,0) to (1,1) with control points (x1,y1) and (x2,y2),
/// solved as WebKit's `UnitBezier` does: Newton's method, with bisection as the fallback.
///
/// Unlike WebKit it keeps no table of x samples for Newton's start: measured here (valgrind
/// instruction counts and CPU time), a table lookup cost as much as the Newton steps it saved,
/// and it made every copy of a timing function larger.
public struct UnitBezier: Sendable, Hashable {
    /// The curve's two control points, (x1, y1) and (x2, y2); the ends are (0, 0) and (1, 1).
    public let x1: Double, y1: Double, x2: Double, y2: Double

    // Polynomial coefficients of B(s) = ((a·s + b)·s + c)·s. Computed per evaluation rather than
    // stored: a few multiplications off the solver's critical path, and a curve of four numbers
    // copies in registers (stored, they made every copy of a timing function a memcpy).
    @inlinable var cx: Double { 3 * x1 }
    @inlinable var bx: Double { 3 * (x2 - x1) - cx }
    @inlinable var ax: Double { 1 - cx - bx }
    @inlinable var cy: Double { 3 * y1 }
    @inlinable var by: Double { 3 * (y2 - y1) - cy }
    @inlinable var ay: Double { 1 - cy - by }
    // Constants are computed properties so that inlined callers fold them instead of going
    // through a lazily initialised global.
    @inlinable static var newtonIterations: Int { 8 }
    @inlinable static var newtonMinimumSlope: Double { 1e-7 }
    /// Newton stops once its next step in s would be this small. Precision in s, not in x,
    /// bounds the error in y (also where x(s) is nearly flat and a tiny x error hides a large
    /// s error): y is off by at most 3·max(|y1|, |y2|, 1) times this.
    @inlinable static var parameterEpsilon: Double { 1e-10 }
    @inlinable static var bisectionIterations: Int { 64 }

    /// Creates the curve. `x1` and `x2` must lie in [0, 1] for the curve to be a function of time;
    /// `y1` and `y2` are free, which allows overshoot.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    @inlinable @inline(__always) func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    @inlinable @inline(__always) func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    @inlinable @inline(__always) func sampleDerivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve parameter s with x(s) = x.
    @inlinable
    public func solveCurveX(_ x: Double) -> Double {
        var s = x
        for _ in 0..<Self.newtonIterations {
            let error = sampleX(s) - x
            let slope = sampleDerivativeX(s)
            // |error / slope| is the step Newton would take next: the distance to the root in s.
            if abs(error) <= Self.parameterEpsilon * abs(slope) {
                if s >= 0, s <= 1 { return s }
                break
            }
            if abs(slope) < Self.newtonMinimumSlope { break }
            s -= error / slope
        }
        return bisect(x)
    }

    /// Bisection down to the last bit: x(s) is monotonic for x1, x2 in [0, 1].
    @usableFromInline
    func bisect(_ x: Double) -> Double {
        var low = 0.0, high = 1.0
        var s = min(max(x, low), high)
        for _ in 0..<Self.bisectionIterations {
            let value = sampleX(s)
            if value == x { return s }
            if x > value { low = s } else { high = s }
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            s = middle
        }
        return s
    }

    /// The eased progress for a time fraction `x`. Outside [0, 1] the curve continues along
    /// its end tangents, as WebKit does.
    @inlinable
    public func value(at x: Double) -> Double {
        if x <= 0 {
            if x1 > 0 { return y1 / x1 * x }
            if y1 == 0, x2 > 0 { return y2 / x2 * x }
            return 0
        }
        if x >= 1 {
            if x2 < 1 { return 1 + (y2 - 1) / (x2 - 1) * (x - 1) }
            if y2 == 1, x1 < 1 { return 1 + (y1 - 1) / (x1 - 1) * (x - 1) }
            return 1
        }
        return sampleY(solveCurveX(x))
    }
}
