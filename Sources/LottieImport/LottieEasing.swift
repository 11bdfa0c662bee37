import Animation

/// A Lottie keyframe's easing: the cubic Bézier from (0, 0) to (1, 1) through the out handle of
/// one keyframe and the in handle of the next, as a CSS / Core Animation timing function.
struct LottieEasing: Equatable {
    var x1: Double, y1: Double, x2: Double, y2: Double

    /// The handles' x are clamped to 0…1, as players do, so the curve is a function of time.
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    var isLinear: Bool { x1 == y1 && x2 == y2 }

    var timingFunction: TimingFunction {
        isLinear ? .linear : .cubicBezier(UnitBezier(x1, y1, x2, y2))
    }

    func value(at x: Double) -> Double {
        isLinear ? x : UnitBezier(x1, y1, x2, y2).value(at: x)
    }
}
