/// Builds a list of layers from statements, as SwiftUI builds views: one layer per line,
/// `if`/`else`, `for … in`, optional layers and nested lists.
///
/// ```swift
/// Layer.group {
///     Layer.text("Sales").frame(x: 20, y: 20, width: 200, height: 30)
///     for (i, value) in values.enumerated() {
///         Layer.shape(.rect(Rect(x: 20 + 30 * Double(i), y: 200 - value, width: 20, height: value))).fill(.black)
///     }
/// }
/// ```
@resultBuilder
public enum LayerBuilder {
    /// One layer.
    public static func buildExpression(_ layer: Layer) -> [Layer] { [layer] }
    /// Several layers at once (an array a helper returns).
    public static func buildExpression(_ layers: [Layer]) -> [Layer] { layers }
    /// The statements' layers, in order (back to front).
    public static func buildBlock(_ parts: [Layer]...) -> [Layer] { parts.flatMap { $0 } }
    /// The layers of an `if` without `else`, or none.
    public static func buildOptional(_ part: [Layer]?) -> [Layer] { part ?? [] }
    /// The layers of the `if` branch taken.
    public static func buildEither(first part: [Layer]) -> [Layer] { part }
    /// The layers of the `else` branch taken.
    public static func buildEither(second part: [Layer]) -> [Layer] { part }
    /// The layers of every pass of a `for` loop.
    public static func buildArray(_ parts: [[Layer]]) -> [Layer] { parts.flatMap { $0 } }
    /// The layers of an `if #available` branch.
    public static func buildLimitedAvailability(_ part: [Layer]) -> [Layer] { part }
}
