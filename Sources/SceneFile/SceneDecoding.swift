import Scene

/// The outcome of decoding a scene file together with every file the decoder read or looked
/// for, including the files of a failed decode: a missing include named in the scene is listed,
/// so creating it can trigger a new decode.
public struct SceneDecoding: Sendable {
    /// The scene, or the problems exactly as `SceneDecoder.load(contentsOf:measuring:probingAudio:)` throws them.
    public var result: Result<Scene, SceneFileError>
    /// Paths as the scene names them (resolved against the including file's directory), the
    /// scene file first, each once.
    public var files: [String]
}
