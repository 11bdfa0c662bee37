import Scene

/// A Lottie animation read into Reel layers.
public struct LottieImport: Sendable {
    /// The animation as a scene: its size, frame rate, length and layers.
    public var scene: Scene
    /// What the import left out or approximated, per layer.
    public var notices: [LottieImportNotice]
    /// The files it read (the animation and its images), which an output must never replace.
    public var inputFiles: [String]
    /// The marker names of the animation with their frame ranges.
    public var markers: [String: (Double, Double)] { markerList.reduce(into: [:]) { $0[$1.name] = ($1.start, $1.end) } }
    var markerList: [(name: String, start: Double, end: Double)] = []

    init(scene: Scene, notices: [LottieImportNotice], inputFiles: [String]) {
        self.scene = scene
        self.notices = notices
        self.inputFiles = inputFiles
    }
}
