import Scene

/// A text measurer with simple, known metrics (0.6 em per character, 1.2 em per line), so layout
/// tests can compute expected positions by hand without a font.
public struct FixedMeasurer: TextMeasuring {
    public init() {}

    public func size(of string: String, font: Font, wrapWidth: Double?) throws -> Size {
        Size(width: 0.6 * font.size * Double(string.count), height: 1.2 * font.size)
    }
}
