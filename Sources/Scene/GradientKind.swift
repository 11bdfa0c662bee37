/// The shape of a gradient's colour bands (`CAGradientLayerType`).
public enum GradientKind: String, Sendable, Hashable, CaseIterable {
    /// Bands perpendicular to the line from `startPoint` to `endPoint`.
    case axial
    /// Ellipses centred at `startPoint`, reaching location 1 at `endPoint`'s x and y distance.
    case radial
    /// Angles around `startPoint`, starting in the direction of `endPoint` and going clockwise.
    case conic
}
