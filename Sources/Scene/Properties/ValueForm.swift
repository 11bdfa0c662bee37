/// How a property's value is written in a scene file: the shape the decoder reads, the JSON
/// Schema describes and the reference names. A property's range and unit refine `number` and
/// `numbers`.
///
/// Each form is read as one Swift type (`ModelValue.init(formValue:)` receives it): `number` a
/// `Double`, `optionalColor` a `Color?`, `choice` the chosen name as a `String`, and so on.
public enum ValueForm: Sendable, Hashable {
    /// A `Double`, in the property's unit.
    case number
    case bool
    /// Any `String`.
    case text
    /// A `String` without spaces, such as a layer id.
    case identifier
    /// A font family `String` the renderer can provide.
    case fontFamily
    case color
    /// A `Color?`: a colour, or `none`.
    case optionalColor
    /// A `Point`, `[x, y]`.
    case point
    /// A `Size`, `[width, height]`.
    case size
    /// A `Rect`, `[x, y, width, height]` (width and height zero or more).
    case rect
    /// A `Path` from SVG path data.
    case path
    /// An `AffineTransform`: parts (`{rotation: 45deg, scale: 2}`) or a matrix `[a, b, c, d, tx, ty]`.
    case transform
    /// A `[Double]`, each in the property's range.
    case numbers
    /// A `[Color]`.
    case colors
    /// One of the names, as a `String`.
    case choice([String])
    /// A `FontWeight`: a name (`bold`) or 100…1000.
    case fontWeight
    /// A `NumberFormat` from printf-style text.
    case numberFormat
}
