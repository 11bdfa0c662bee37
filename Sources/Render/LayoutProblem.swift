import Scene

/// Something `reel layout --check` finds wrong with a scene at one time.
public struct LayoutProblem: Sendable, Equatable {
    /// What is wrong.
    public enum Kind: String, Sendable, CaseIterable {
        /// The ink of two visible texts intersects.
        case textOverlap = "text-overlap"
        /// A visible text's ink reaches outside the canvas.
        case outsideFrame = "outside-frame"
        /// A chart mark does not sit where its chart's scale maps its value.
        case offAxis = "off-axis"
        /// A visible text's colour is too close to the solid colour behind it to be read.
        case lowContrast = "low-contrast"
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The layers concerned, by path.
    public var paths: [String]
    /// What is wrong, for a person.
    public var message: String
    /// The time it was found at, in seconds.
    public var time: Double

    /// A problem of `kind` with the layers at `paths`.
    public init(kind: Kind, paths: [String], message: String, time: Double) {
        self.kind = kind
        self.paths = paths
        self.message = message
        self.time = time
    }
}
