import Animation

// Animations attached in one expression, by typed key path and with plain values:
// `.animate(\.strokeEnd, from: 0, to: 1, duration: 1)` is a `CABasicAnimation` of `strokeEnd`.
//
// Unlike `CAAnimation`, whose fill mode defaults to `removed`, these fill `both` ways by
// default: a scripted animation shows its start value until it begins and keeps its end value
// after, which is what a layer that appears at 2 s wants. Pass `fill: .removed` for Core
// Animation's behaviour.

extension Layer {
    /// A copy animating the property at `keyPath` from `from` to `to` (or by `by`), as a
    /// `CABasicAnimation`: a missing endpoint is the model value.
    ///
    /// - Parameters:
    ///   - at: when the animation begins, in the scene's time (seconds).
    ///   - duration: one cycle, in seconds.
    ///   - timing: the easing; linear by default, as for `CABasicAnimation`.
    ///   - repeatCount: cycles (0 plays once, `.infinity` forever).
    ///   - autoreverses: whether each cycle plays back after it plays forward.
    ///   - additive: whether the animated value adds to the model value.
    public func animate<Value: AnimatableModelValue>(
        _ keyPath: LayerKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
        at beginTime: Double = 0, duration: Double, timing: TimingFunction = .linear, fill: FillMode = .both,
        repeatCount: Double = 0, autoreverses: Bool = false, additive: Bool = false, fileID: String = #fileID, line: Int = #line
    ) -> Layer {
        let name = Self.animatedName(of: keyPath)
        return animation(fileID: fileID, line: line, .basic(BasicAnimation(
            keyPath: name, fromValue: from?.animatedValue, toValue: to?.animatedValue, byValue: by?.animatedValue,
            timing: MediaTiming(beginTime: beginTime, duration: duration, repeatCount: repeatCount, autoreverses: autoreverses, fillMode: fill),
            timingFunction: timing, isAdditive: additive)))
    }

    /// A copy animating the property at `keyPath` through `values`, as a `CAKeyframeAnimation`:
    /// evenly spaced unless `keyTimes` (fractions of the duration, one per value) place them.
    public func keyframes<Value: AnimatableModelValue>(
        _ keyPath: LayerKeyPath<Value>, _ values: [Value], keyTimes: [Double]? = nil,
        timingFunctions: [TimingFunction]? = nil, calculationMode: CalculationMode = .linear,
        at beginTime: Double = 0, duration: Double, fill: FillMode = .both, repeatCount: Double = 0, autoreverses: Bool = false,
        fileID: String = #fileID, line: Int = #line
    ) -> Layer {
        let name = Self.animatedName(of: keyPath)
        return animation(fileID: fileID, line: line, .keyframe(KeyframeAnimation(
            keyPath: name, values: values.map(\.animatedValue), keyTimes: keyTimes, timingFunctions: timingFunctions,
            calculationMode: calculationMode,
            timing: MediaTiming(beginTime: beginTime, duration: duration, repeatCount: repeatCount, autoreverses: autoreverses, fillMode: fill))))
    }

    /// A copy animating the property at `keyPath` with a spring, as a `CASpringAnimation`: it
    /// lasts the spring's settling duration unless `duration` cuts it short.
    public func spring<Value: AnimatableModelValue>(
        _ keyPath: LayerKeyPath<Value>, from: Value? = nil, to: Value? = nil, spring: Spring = Spring(),
        at beginTime: Double = 0, duration: Double? = nil, fill: FillMode = .both, fileID: String = #fileID, line: Int = #line
    ) -> Layer {
        let name = Self.animatedName(of: keyPath)
        let length = duration ?? (spring.settlingDuration.isFinite ? spring.settlingDuration : 0.25)
        return animation(fileID: fileID, line: line, .spring(SpringAnimation(
            keyPath: name, fromValue: from?.animatedValue, toValue: to?.animatedValue, spring: spring,
            timing: MediaTiming(beginTime: beginTime, duration: length, fillMode: fill))))
    }

    /// A copy that fades in (opacity 0 → 1) from `at` over `duration`, invisible before.
    public func fadeIn(
        at beginTime: Double = 0, duration: Double = 0.3, timing: TimingFunction = .easeOut, fileID: String = #fileID, line: Int = #line
    ) -> Layer {
        animate(\.opacity, from: 0, to: 1, at: beginTime, duration: duration, timing: timing, fileID: fileID, line: line)
    }

    /// A copy that fades out (opacity → 0) from `at` over `duration`, invisible after.
    public func fadeOut(
        at beginTime: Double, duration: Double = 0.3, timing: TimingFunction = .easeIn, fileID: String = #fileID, line: Int = #line
    ) -> Layer {
        animate(\.opacity, to: 0, at: beginTime, duration: duration, timing: timing, fill: .forwards, fileID: fileID, line: line)
    }

    /// A copy with `animation` attached after the layer's others, recording the call's place
    /// for `Scene.validate()`.
    public func animation(fileID: String = #fileID, line: Int = #line, _ animation: Animation<PropertyValue>) -> Layer {
        var copy = self
        copy.origin.animations[copy.animations.count] = SourcePlace(fileID: fileID, line: line)
        copy.animations.append(animation)
        return copy
    }

    /// The Core Animation name of the property at `keyPath`, from the registry. Naming a
    /// property that does not animate is a programming error, caught on the first run.
    public static func animatedName<Value>(of keyPath: LayerKeyPath<Value>) -> String {
        let property = LayerProperties.property(keyPath)
        guard let declaration = property.declaration, declaration.animation != nil else {
            preconditionFailure(
                "\(property.keyPath) is not an animatable layer property; "
                    + "animatable ones: \(Layer.animatableKeyPaths.keys.sorted().joined(separator: ", "))")
        }
        return declaration.name
    }
}
