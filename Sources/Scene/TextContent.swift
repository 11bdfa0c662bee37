/// What a text layer draws: `CATextLayer`'s properties, plus a number the text can be built from.
///
/// With a `format`, the displayed text is the format applied to `number`, and `number` is
/// animatable (key path `number`): a gauge's label counts while its needle sweeps.
public struct TextContent: Sendable, Hashable {
    /// The text drawn when there is no `format`.
    public var string: String
    /// A printf-style format with one numeric conversion, such as `"%.1f%% 百分比"`.
    public var format: NumberFormat?
    /// The number `format` formats.
    public var number: Double
    /// The font.
    public var font: Font
    /// The text colour (`foregroundColor`).
    public var color: Color
    /// How lines are aligned in the bounds.
    public var alignment: TextAlignment
    /// Whether lines wrap at the bounds' width (`isWrapped`); otherwise each line is one line.
    public var isWrapped: Bool
    /// Where an ellipsis replaces text that does not fit.
    public var truncation: TextTruncation

    /// Text showing `string`, or `number` through `format`.
    public init(
        string: String = "", format: NumberFormat? = nil, number: Double = 0, font: Font = Font(),
        color: Color = .black, alignment: TextAlignment = .natural, isWrapped: Bool = false,
        truncation: TextTruncation = .none
    ) {
        self.string = string
        self.format = format
        self.number = number
        self.font = font
        self.color = color
        self.alignment = alignment
        self.isWrapped = isWrapped
        self.truncation = truncation
    }

    /// The text as drawn: the formatted number when there is a format, else `string`.
    public var displayedString: String {
        format.map { $0.string(for: number) } ?? string
    }
}
