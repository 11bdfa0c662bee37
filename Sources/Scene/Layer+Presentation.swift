import Animation

extension Layer {
    /// This layer, its mask and its sublayers with their animations applied at `time`: the
    /// presentation layer. The result carries no animations.
    public func presented(at time: Double) -> Layer {
        var result = self
        result.animations = []
        for animation in animations { animation.apply(at: time, to: &result) }
        result.mask = mask?.presented(at: time)
        result.sublayers = sublayers.map { $0.presented(at: time) }
        return result
    }
}
