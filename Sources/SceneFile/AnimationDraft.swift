import Animation
import Scene

/// An animation while its keys are read. Values are kept as nodes until the key path tells
/// what shape they must have.
struct AnimationDraft {
    var keyPath: NodeReader?
    var fromValue: NodeReader?
    var toValue: NodeReader?
    var byValue: NodeReader?
    var timing = MediaTiming()
    var timingFunction = TimingFunction.linear
    var isAdditive = false
    var isCumulative = false
}
