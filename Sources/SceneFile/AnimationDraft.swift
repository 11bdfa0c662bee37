import Animation
import Scene

/// An animation while its keys are read. Values are kept as nodes until the key path tells
/// what shape they must have.
struct AnimationDraft {
    var keyPath: NodeReader?
    var fromValue: NodeReader?
    var toValue: NodeReader?
    var byValue: NodeReader?
    var values: NodeReader?
    var keyTimes: [Double]?
    var timingFunctions: [TimingFunction]?
    var calculationMode = CalculationMode.linear
    var tensionValues: [Double]?
    var continuityValues: [Double]?
    var biasValues: [Double]?
    var mass = 1.0
    var stiffness = 100.0
    var damping = 10.0
    var initialVelocity = 0.0
    var animations: NodeReader?
    var timing = MediaTiming()
    /// Whether `duration` was written: springs and groups otherwise compute theirs.
    var durationGiven = false
    /// `duration` as a key sets it, and records that it was written.
    var givenDuration: Double {
        get { timing.duration }
        set {
            timing.duration = newValue
            durationGiven = true
        }
    }
    var timingFunction = TimingFunction.linear
    var isAdditive = false
    var isCumulative = false
}
