/// Keyframes worked out when they are needed rather than stored: keyframe `index`'s time, value
/// and easing computed from data the source shares with others (a data story's table), so that
/// a long story's animations hold no memory per keyframe. `ComputedKeyframeAnimation` evaluates
/// them exactly as `KeyframeAnimation` evaluates the same keyframes stored; `keyframes` stores
/// them for the readers of keyframes (the scene writer, Lottie export, `reel layout --check`).
public protocol KeyframeSource<Value>: Sendable {
    associatedtype Value: Interpolatable
    /// How many keyframes there are.
    var count: Int { get }
    /// `.linear` or `.discrete`: how values between keyframes are computed.
    var calculationMode: CalculationMode { get }
    /// Keyframe `index`'s time, a fraction of the duration; never decreasing with `index`.
    func keyTime(_ index: Int) -> Double
    /// Keyframe `index`'s value.
    func value(_ index: Int) -> Value
    /// The easing of the segment from keyframe `segment` to the next (`.linear` when none).
    func timingFunction(_ segment: Int) -> TimingFunction
    /// The keyframes stored, evaluating equal to the source at every fraction (a stored form may
    /// leave out keyframes that change nothing, such as those inside a run of equal values).
    func keyframes(keyPath: String, timing: MediaTiming) -> KeyframeAnimation<Value>
    /// Whether `other` is the same source with the same data.
    func isEqual(to other: any KeyframeSource<Value>) -> Bool
}

extension KeyframeSource where Self: Equatable {
    /// Whether `other` is a source of this type equal to this one.
    public func isEqual(to other: any KeyframeSource<Value>) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
