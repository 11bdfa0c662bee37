import Scene

/// A scene while its top-level keys are read.
struct SceneDraft {
    var size: Size?
    var fps = 30.0
    var duration: Double?
    var background = Color.white
    var theme: NodeReader?
    var defaults: NodeReader?
    var styles: NodeReader?
    var layers: NodeReader?
    var timeline: NodeReader?
    var audio: NodeReader?
    var slides: NodeReader?
}
