import Animation

extension Animation {
    /// The same animation starting `offset` seconds later.
    func shifted(by offset: Double) -> Animation {
        switch self {
        case .basic(var animation):
            animation.timing.beginTime += offset
            return .basic(animation)
        }
    }

    /// When the animation starts, in its parent's time.
    var beginTime: Double {
        switch self {
        case .basic(let animation): return animation.timing.beginTime
        }
    }
}
