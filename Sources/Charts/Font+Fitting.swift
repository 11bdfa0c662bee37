import Scene

extension Font {
    /// This font, made smaller where `text` in it would take more than 95 % of `width` (a long
    /// caption, a count of fifteen digits), so that it takes 95 % of it: a margin on both
    /// sides whatever the hinting. Unchanged where the text fits.
    func fitted(_ text: String, within width: Double, measuring measurer: some TextMeasuring) throws -> Font {
        let measured = try measurer.size(of: text, font: self).width
        guard measured > width * 0.95, width > 0 else { return self }
        var fitted = self
        fitted.size = size * width * 0.95 / measured
        return fitted
    }
}

extension String {
    /// The string with every digit an 8, the widest in most faces: the room a number needs
    /// while it counts through others of as many digits.
    var withWidestDigits: String { String(map { $0.isNumber ? "8" : $0 }) }
}
