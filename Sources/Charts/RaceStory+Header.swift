import Scene

extension RaceStory {
    /// The box the largest period label takes in `font`, so the label never grows between periods.
    func periodLabelSize(font: Font, measuring measurer: some TextMeasuring) throws -> Size {
        var size = Size.zero
        for text in Set(data.periods) {
            let measured = try measurer.size(of: text, font: font)
            size = Size(width: max(size.width, measured.width), height: max(size.height, measured.height))
        }
        return size
    }

    /// The title's box when it wraps within `width` on at most two lines (a longer title ends in
    /// an ellipsis there); `.zero` without a title.
    func titleSize(font: Font, width: Double, measuring measurer: some TextMeasuring) throws -> Size {
        guard !title.isEmpty else { return .zero }
        let line = try measurer.size(of: "Hg", font: font).height
        let wrapped = try measurer.size(of: title, font: font, wrapWidth: width)
        return Size(width: width, height: min(wrapped.height, 2 * line + 0.5))
    }
}
