import Scene

/// A scene read from a file, with every file it read: outputs must never replace one of them.
public struct LoadedScene: Sendable {
    /// The decoded scene.
    public var scene: Scene
    /// The scene file, its includes, data files and images, as paths that open them.
    public var inputFiles: [String]
    /// Whether the file gives frames in percentages of its canvas, or has a chart filling it,
    /// so that it can be laid out again on a canvas of another shape
    /// (`SceneDecoder.load(contentsOf:…canvas:)`).
    public var followsCanvas = false

    /// What imported Lottie animations left out or approximated (expressions, text layers …),
    /// one line each, for the command to print as notes.
    public var notices: [String] = []

    /// `scene`, read from `inputFiles`, with the Lottie imports' `notices`.
    public init(scene: Scene, inputFiles: [String], notices: [String] = []) {
        self.scene = scene
        self.inputFiles = inputFiles
        self.notices = notices
    }
}
