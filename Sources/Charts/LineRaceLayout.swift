import Scene

/// Where a line race's parts go, measured with the chart's fonts. Sizes are for a 1920 × 1080
/// frame and scale with the chart (`RaceLayoutScale`).
public struct LineRaceLayout: Sendable, Equatable {
    /// The frame's scale (`RaceLayoutScale`): every size below is scaled by it.
    public var scale: Double
    /// The title's font.
    public var titleFont: Font
    /// The font of the axis's tick labels.
    public var tickFont: Font
    /// The font of the names at the lines' heads.
    public var nameFont: Font
    /// The font of the values at the lines' heads.
    public var valueFont: Font
    /// The caption's font.
    public var captionFont: Font
    /// The font of the large period label.
    public var periodFont: Font
    /// The title's measured size.
    public var titleSize: Size
    /// The large period label's top-right corner: in the header, right of the title and above
    /// the plot, where no line or head label can reach it.
    public var periodCorner: Point
    /// The plot: x from `plotLeft` (the first period) to `plotRight` (the last), y from
    /// `plotBottom` (the axis bottom of the period: 0 unless values go below it) up to `plotTop`
    /// (the axis top of the period).
    public var plotLeft: Double
    /// The x of the last period.
    public var plotRight: Double
    /// The y of the axis's top value.
    public var plotTop: Double
    /// The y of the axis's bottom value.
    public var plotBottom: Double
    /// The room right of the plot for the heads' labels.
    public var headRoom: Double
    /// Each name's measured width, in data order.
    public var nameWidths: [Double]
    /// The width of the largest value, written.
    public var valueWidth: Double
    /// The height of one line of label text.
    public var labelHeight: Double
    /// How many periods the data has.
    public var periods: Int

    init(chart: LineRace, largest: Double, smallest: Double = 0, measuring measurer: some TextMeasuring) throws {
        let story = chart.story, size = chart.size
        let s = RaceLayoutScale.scale(for: size), margin = 80 * s
        scale = s
        titleFont = story.font(52 * s, .bold)
        tickFont = story.font(22 * s)
        nameFont = story.font(26 * s, .bold)
        valueFont = story.font(24 * s)
        captionFont = story.font(22 * s)
        periodFont = story.font(min(104 * s, size.height * 0.14), .bold)
        labelHeight = try measurer.size(of: "Hg", font: nameFont).height
        let period = try story.periodLabelSize(font: periodFont, measuring: measurer)
        let periodHeight = period.height
        periodCorner = Point(x: size.width - margin, y: 24 * s)
        // The title takes the header's width left of the period label, on at most two lines.
        let titleWidth = max(size.width - 2 * margin - period.width - 32 * s, 1)
        titleSize = try story.titleSize(font: titleFont, width: titleWidth, measuring: measurer)
        // The plot starts below the title and below the period label with room for the
        // highest head label, which is centred on the axis top.
        plotTop = max(story.title.isEmpty ? 60 * s : 48 * s + titleSize.height + 56 * s,
                      periodCorner.y + periodHeight + labelHeight / 2 + 8 * s)
        plotBottom = size.height - (story.caption.isEmpty ? 56 : 96) * s - 44 * s
        // The widest tick label, in the value format as the ticks are ("1,000 TWh", "1.5 B"): the
        // top's, or the bottom's with its minus sign.
        let font = tickFont
        func tickWidth(_ value: Double) throws -> Double {
            try measurer.size(of: story.valueFormat.string(for: value), font: font).width + 20 * s
        }
        var yLabelWidth = try tickWidth(largest * 1.1)
        if smallest < 0 { yLabelWidth = max(yLabelWidth, try tickWidth(smallest * 1.1)) }
        nameWidths = []
        for name in story.data.names { nameWidths.append(try measurer.size(of: name, font: nameFont).width) }
        valueWidth = max(try measurer.size(of: story.valueFormat.string(for: largest), font: valueFont).width,
                         smallest < 0 ? try measurer.size(of: story.valueFormat.string(for: smallest), font: valueFont).width : 0)
        // At most 32 % of the frame, unless the value alone needs more: a name is shortened
        // to no less than 40 % of the room, and the value beside it must still end in the frame.
        headRoom = min((nameWidths.max() ?? 0) + valueWidth + 60 * s, max(size.width * 0.32, valueWidth / 0.6))
        plotLeft = margin + yLabelWidth
        plotRight = max(size.width - margin - headRoom, plotLeft + 1)
        periods = story.data.periods.count
    }

    /// The x of period j.
    public func x(_ j: Int) -> Double {
        periods > 1 ? plotLeft + (plotRight - plotLeft) * Double(j) / Double(periods - 1) : plotLeft
    }

    /// The y of `value` on an axis from `axisBottom` (at `plotBottom`) to `axisTop`.
    public func y(_ value: Double, axisTop: Double, axisBottom: Double = 0) -> Double {
        plotBottom - (plotBottom - plotTop) * (value - axisBottom) / (axisTop - axisBottom)
    }
}
