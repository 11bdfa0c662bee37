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

    /// `scene`, read from `inputFiles`.
    public init(scene: Scene, inputFiles: [String]) {
        self.scene = scene
        self.inputFiles = inputFiles
    }
}
