/// How a property's value is written in a scene file: the shape the decoder reads, the JSON
/// Schema describes and the reference names. A property's range and unit refine `number`,
/// `numbers`, `integer`, `time` and `times`.
///
/// Each form is read as one Swift type (`ModelValue.init(formValue:)` receives it): `number` a
/// `Double`, `optionalColor` a `Color?`, `choice` the chosen name as a `String`, and so on.
/// The scene-file module derives the decoder, the JSON Schema and the reference's "value"
/// column from the form, so the three agree.
public indirect enum ValueForm: Sendable, Hashable {
    /// A `Double`, in the property's unit.
    case number
    /// A `Bool`: `true` or `false`.
    case bool
    /// Any `String`.
    case text
    /// A `String` without spaces, such as a layer id.
    case identifier
    /// A font family `String` the renderer can provide.
    case fontFamily
    /// A `Color`: hex, `rgb()`/`rgba()` or a CSS colour name.
    case color
    /// A `Color?`: a colour, or `none`.
    case optionalColor
    /// A `Point`, `[x, y]`.
    case point
    /// A `Size`, `[width, height]`.
    case size
    /// A `Size` whose parts may be negative, `[dx, dy]` (`shadowOffset`).
    case offset
    /// A `Rect`, `[x, y, width, height]` (width and height zero or more).
    case rect
    /// A `Rect` whose numbers may be percentages of the scene (`[5%, 10%, 90%, 80%]`), resolved
    /// against the scene's size; or `{landscape: […], portrait: […]}`, the one that fits the
    /// scene's shape.
    case frame
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
    /// An `Int`, in the property's range.
    case integer
    /// A `Double` of seconds (`1.5`, `1.5s`, `250ms`), in the property's range (0…86 400 s
    /// when it has none).
    case time
    /// A `[Double]` of times, each in the property's range (0…86 400 s when it has none).
    case times
    /// A `TimingFunction`: a name (`easeOut`), `cubicBezier(x1, y1, x2, y2)` or `steps(n, jumpEnd)`.
    case timingFunction
    /// A `[TimingFunction]`.
    case timingFunctions
    /// A `Double`: a number of cycles, 0 or more, or `infinity`.
    case repeatCount
    /// A `[String]`.
    case texts
    /// A `[Double]`: a list of numbers, or the name of a column of the layer's `data` file.
    case numbersOrColumn
    /// A `[String]`: a list of texts, or the name of a column of the layer's `data` file.
    case textsOrColumn
    /// A `String`: a file next to the scene, which the decoder checks can be read and gives as
    /// a path resolved against the scene's folder.
    case file
    /// A `[String: Any]`: a mapping with some of the record's fields, each in its own form.
    case record(ValueRecord)
    /// A `[[String: Any]]`: a list of records.
    case records(ValueRecord)
    /// A `[String: Any]`: names (chosen by the file) mapped to values of one form.
    case dictionary(ValueForm)
    /// A `[(String, Double)]`: names (chosen by the file) mapped to numbers, in the file's order
    /// (a chart state's values, drawn in the order they are written).
    case namedNumbers
    /// A list of values of one form, each read as that form is.
    case list(ValueForm)
    /// A mapping of the scene file's own (`layer`, `animation`, `transform` …) by its name,
    /// read later by the decoder of that mapping: the value is kept as its node.
    case reference(String)
    /// A value shaped like the property an animation animates (a number, `[x, y]`, a colour,
    /// path data …), read once that property is known: the value is kept as its node.
    case animatedValue
    /// The value of whichever form fits: a list, a mapping or a scalar form, by the value's
    /// shape; among scalars a `choice` whose name is written, else the other form.
    case oneOf([ValueForm])
}
