import Animation

extension Animation {
    /// The same animation starting `offset` seconds later.
    func shifted(by offset: Double) -> Animation { delayed(by: offset) }

    /// When the animation starts, in its parent's time.
    var beginTime: Double { timing.beginTime }
}
