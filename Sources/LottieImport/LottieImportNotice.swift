/// Something in a Lottie file the import leaves out or approximates, with the layer's name.
public struct LottieImportNotice: Sendable, Hashable, CustomStringConvertible {
    /// The Lottie layer's name (`nm`), or its index when it has none.
    public var layer: String
    /// What is left out and why.
    public var message: String

    /// The notice as `reel` prints it: the layer, then what was left out.
    public var description: String { "layer '\(layer)': \(message)" }
}
