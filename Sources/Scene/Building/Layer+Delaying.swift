import Animation

extension Layer {
    /// A copy whose animations, and its sublayers' and mask's, all start `seconds` later: a
    /// part written from time 0 placed later in a scene (a slide's content at the slide's start).
    public func delayed(by seconds: Double) -> Layer {
        var copy = self
        copy.animations = animations.map { $0.delayed(by: seconds) }
        copy.sublayers = sublayers.map { $0.delayed(by: seconds) }
        if let mask { copy.mask = mask.delayed(by: seconds) }
        return copy
    }
}
