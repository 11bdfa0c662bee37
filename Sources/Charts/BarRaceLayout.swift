import Scene

/// Where a bar race's parts go, measured with the chart's fonts. Sizes are for a 1920 × 1080
/// frame and scale with the chart (by its height, or by its width in a narrow frame).
///
/// The header holds the title (wrapped to two lines, then shortened with an ellipsis) and, right
/// of it, the large period label, where no bar or value can cover it.
public struct BarRaceLayout: Sendable, Equatable {
    /// The frame's height over 1080 (its width over 1350 when that is less): every size below
    /// is scaled by it.
    public var scale: Double
    /// The title's box: as wide as the header leaves it, one or two lines tall.
    public var titleSize: Size
    /// The large period label's top-right corner, right of the title.
    public var periodCorner: Point
    /// The left edge of the title, the names' column and the caption.
    public var left: Double
    /// The caption's box width (one line, shortened with an ellipsis).
    public var captionWidth: Double
    /// The title's font.
    public var titleFont: Font
    /// The font of the names left of the bars.
    public var nameFont: Font
    /// The font of the values at the bars' ends.
    public var valueFont: Font
    /// The font of the axis's tick labels.
    public var tickFont: Font
    /// The caption's font.
    public var captionFont: Font
    /// The font of the large period label.
    public var periodFont: Font
    /// Where the title's top edge and the caption's baseline area sit.
    public var titleTop: Double
    /// The caption's vertical centre.
    public var captionCenterY: Double
    /// The y of the tick labels' centres, above the bars.
    public var tickLabelY: Double
    /// The bars' area: x from `plotLeft` (the value 0) to `plotLeft + plotWidth` (the leader),
    /// rows of `rowHeight` from `plotTop`.
    public var plotLeft: Double
    /// The width the leader's bar spans.
    public var plotWidth: Double
    /// The top of the first row.
    public var plotTop: Double
    /// The distance from one row to the next.
    public var rowHeight: Double
    /// A bar's thickness within its row.
    public var barHeight: Double
    /// The width the names get, right-aligned before the axis.
    public var nameWidth: Double
    /// The room right of the leader's bar for its value label.
    public var valueWidth: Double
    /// The height of one line of label text.
    public var labelHeight: Double

    init(chart: BarRace, measuring measurer: some TextMeasuring) throws {
        let story = chart.story, size = chart.size
        let s = RaceLayoutScale.scale(for: size)
        scale = s
        titleFont = story.font(52 * s, .bold)
        tickFont = story.font(22 * s)
        captionFont = story.font(22 * s)
        let margin = 80 * s
        left = margin
        titleTop = 48 * s
        periodFont = story.font(min(120 * s, size.height * 0.12), .bold)
        let period = try story.periodLabelSize(font: periodFont, measuring: measurer)
        periodCorner = Point(x: size.width - margin, y: titleTop - period.height * 0.12)
        // The title takes the header's width left of the period label, on at most two lines.
        let titleWidth = max(size.width - 2 * margin - period.width - 32 * s, 1)
        titleSize = try story.titleSize(font: titleFont, width: titleWidth, measuring: measurer)
        let header = max(titleSize.height, period.height * 0.88)
        tickLabelY = titleTop + header + (story.title.isEmpty && story.data.periods.isEmpty ? 8 : 32) * s + 14 * s
        plotTop = tickLabelY + 28 * s
        let plotBottom = size.height - (story.caption.isEmpty ? 56 : 96) * s
        captionCenterY = size.height - 48 * s
        captionWidth = max(size.width - 2 * margin, 1)
        rowHeight = max(plotBottom - plotTop, 1) / Double(chart.top)
        barHeight = rowHeight * 0.8
        let labelSize = min(30 * s, max(rowHeight * 0.42, 6))
        nameFont = story.font(labelSize, .bold)
        valueFont = story.font(labelSize)
        labelHeight = try measurer.size(of: "Hg", font: nameFont).height
        var widest = 0.0
        for name in story.data.names { widest = max(widest, try measurer.size(of: name, font: nameFont).width) }
        nameWidth = min(widest, size.width * 0.22)
        let largest = story.data.values.joined().compactMap { $0 }.max() ?? 0
        valueWidth = try measurer.size(of: story.valueFormat.string(for: largest), font: valueFont).width + 40 * s
        plotLeft = margin + nameWidth + 18 * s
        plotWidth = max(size.width - margin - valueWidth - plotLeft, 1)
    }

    /// The y of a row's top edge, in the bars' clip (0 is the first row).
    public func rowTop(_ rank: Int) -> Double { Double(rank) * rowHeight }

    /// A bar's length for `value` on an axis whose top is `axisTop`.
    public func barLength(_ value: Double, axisTop: Double) -> Double { plotWidth * value / axisTop }
}
