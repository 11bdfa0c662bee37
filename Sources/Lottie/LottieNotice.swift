/// Something of a scene that Lottie cannot express, reported for one layer: written
/// approximately or left out, never silently.
public struct LottieNotice: Sendable, Hashable, CustomStringConvertible {
    /// The layer's name: its `id`, or its place in the tree (`layers[2].sublayers[0]`).
    public var layer: String
    /// What is lost, and how the export writes it instead.
    public var message: String

    /// A notice about `layer`.
    public init(layer: String, message: String) {
        self.layer = layer
        self.message = message
    }

    /// The layer, then what Lottie cannot express there.
    public var description: String { "\(layer): \(message)" }
}
