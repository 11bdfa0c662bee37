/// Where a layer built in Swift came from: the builder call that made it and those that
/// attached its animations. It serves messages only, so it is not part of the layer's value:
/// any two origins are equal, and two layers built alike on different lines are equal layers.
public struct LayerOrigin: Sendable, Hashable, CustomDebugStringConvertible {
    /// Where the layer was made; `nil` for a layer not made by a builder (a scene file's).
    public var layer: SourcePlace?
    /// Where each animation was attached, by its index in `Layer.animations`.
    public var animations: [Int: SourcePlace] = [:]

    /// No places known.
    public init(layer: SourcePlace? = nil) {
        self.layer = layer
    }

    /// Where the animation at `index` came from: its own call, else the layer's.
    public func place(ofAnimation index: Int) -> SourcePlace? { animations[index] ?? layer }

    /// Always `true`: an origin is not part of a layer's value.
    public static func == (lhs: LayerOrigin, rhs: LayerOrigin) -> Bool { true }
    /// Hashes nothing, as every origin is equal.
    public func hash(into hasher: inout Hasher) {}

    /// The same for every origin, so that a layer's debug text (`String(reflecting:)`) shows its
    /// value only: a decoded layer and the same layer built in Swift read alike.
    public var debugDescription: String { "LayerOrigin()" }
}
