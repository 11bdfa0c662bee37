import Foundation
import Scene

/// Where a bubble race's parts go, measured with the chart's fonts. Sizes are for a 1920 × 1080
/// frame and scale with the chart (`RaceLayoutScale`). From the top: the title with the large
/// period label at its right, the legend, the y axis's title, the plot with its tick labels, the
/// x axis's title, the caption.
public struct BubbleRaceLayout: Sendable, Equatable {
    /// One legend entry: its group, where its dot's centre and its text's left middle sit, and
    /// the text's width (shortened with an ellipsis past it).
    public struct LegendEntry: Sendable, Equatable {
        /// The group it names.
        public var group: String
        /// Its dot's centre.
        public var dot: Point
        /// Its text's left middle point.
        public var text: Point
        /// Its text's width.
        public var textWidth: Double
    }

    /// The frame's scale (`RaceLayoutScale`): every size below is scaled by it.
    public var scale: Double
    /// The title's font.
    public var titleFont: Font
    /// The tick labels' font.
    public var tickFont: Font
    /// The axis titles' font.
    public var axisTitleFont: Font
    /// The highlighted names' font.
    public var nameFont: Font
    /// The legend's font.
    public var legendFont: Font
    /// The caption's font.
    public var captionFont: Font
    /// The large period label's font.
    public var periodFont: Font
    /// The title's measured size.
    public var titleSize: Size
    /// The large period label's top-right corner.
    public var periodCorner: Point
    /// The legend's entries; empty without groups (or when the legend is off).
    public var legend: [LegendEntry]
    /// The side of a legend entry's dot.
    public var legendDot: Double
    /// The height of a line of tick or label text.
    public var lineHeight: Double
    /// The height of a highlighted name's label.
    public var nameHeight: Double
    /// The y axis title's left middle point.
    public var yTitlePoint: Point
    /// The x axis title's right middle point.
    public var xTitlePoint: Point
    /// The plot's left edge: the axes' ranges map onto the plot's edges.
    public var plotLeft: Double
    /// The plot's right edge.
    public var plotRight: Double
    /// The plot's top edge.
    public var plotTop: Double
    /// The plot's bottom edge.
    public var plotBottom: Double
    /// The x axis's range and ticks.
    public var x: ChartScale
    /// The y axis's range and ticks.
    public var y: ChartScale
    /// The largest bubble's radius.
    public var largestRadius: Double
    /// The largest size of the data, which `largestRadius` shows.
    public var largestSize: Double
    /// The radius no bubble of a size above 0 is drawn smaller than: 1.5 points at 1920×1080
    /// (1 at least), so that every name shows, as Gapminder's smallest countries do, when its
    /// size is thousands of times smaller than the largest.
    public var smallestRadius: Double

    init(chart: BubbleRace, measuring measurer: some TextMeasuring) throws {
        let story = chart.drawnStory, size = chart.size, data = chart.data
        let s = RaceLayoutScale.scale(for: size), margin = 80 * s
        scale = s
        smallestRadius = max(1, 1.5 * s)
        titleFont = story.font(52 * s, .bold)
        tickFont = story.font(22 * s)
        axisTitleFont = story.font(24 * s, .bold)
        nameFont = story.font(24 * s, .bold)
        legendFont = story.font(24 * s)
        captionFont = story.font(22 * s)
        periodFont = story.font(min(104 * s, size.height * 0.14), .bold)
        lineHeight = try measurer.size(of: "Hg", font: tickFont).height
        nameHeight = try measurer.size(of: "Hg", font: nameFont).height

        // The header: the title left of the period label, on at most two lines.
        let period = try story.periodLabelSize(font: periodFont, measuring: measurer)
        periodCorner = Point(x: size.width - margin, y: 24 * s)
        titleSize = try story.titleSize(font: titleFont, width: max(size.width - 2 * margin - period.width - 32 * s, 1), measuring: measurer)
        var top = max(story.title.isEmpty ? 0 : 48 * s + titleSize.height, periodCorner.y + period.height) + 20 * s

        // The legend flows in rows across the width, at most three; entries past them are left out.
        legendDot = 18 * s
        legend = []
        let legendLine = try measurer.size(of: "Hg", font: legendFont).height
        if chart.showsLegend {
            var x = margin, row = 0
            let width = size.width - 2 * margin
            for group in data.groupNames {
                let textWidth = min(try measurer.size(of: group, font: legendFont).width, width * 0.45)
                let entryWidth = legendDot + 10 * s + textWidth
                if x > margin, x + entryWidth > margin + width { row += 1; x = margin }
                guard row < 3 else { break }
                let middle = top + legendLine * (1.4 * Double(row) + 0.5)
                legend.append(LegendEntry(group: group, dot: Point(x: x + legendDot / 2, y: middle),
                    text: Point(x: x + legendDot + 10 * s, y: middle), textWidth: textWidth))
                x += entryWidth + 32 * s
            }
            if !legend.isEmpty { top += legendLine * (1.4 * Double(row + (row < 3 ? 1 : 0)) - 0.4) + 16 * s }
        }

        let axisTitleHeight = try measurer.size(of: "Hg", font: axisTitleFont).height
        yTitlePoint = Point(x: margin, y: top + axisTitleHeight / 2)
        if !chart.yTitle.isEmpty { top += axisTitleHeight + 12 * s }
        plotTop = top + lineHeight / 2 + 4 * s

        var bottom = size.height - (story.caption.isEmpty ? 32 : 88) * s
        xTitlePoint = Point(x: size.width - margin, y: bottom - axisTitleHeight / 2)
        if !chart.xTitle.isEmpty { bottom -= axisTitleHeight + 10 * s }
        plotBottom = max(bottom - lineHeight - 14 * s, plotTop + 1)

        let points = data.points.joined().compactMap { $0 }
        let xs = points.map(\.x), ys = points.map(\.y)
        largestSize = points.map(\.size).max() ?? 0
        // The axes' ranges leave room for every bubble's radius (with the plot's width estimated
        // before the y labels are measured; the radius is never more than that estimate allows).
        let height = plotBottom - plotTop
        let estimatedWidth = max(size.width - 2 * margin - 100 * s, 1)
        let radius = chart.largestRadius * min(estimatedWidth, height), largest = largestSize
        let radii = points.map { largest > 0 ? radius * ($0.size / largest).squareRoot() : 0 }
        // As many y ticks as their labels have room for, at most six.
        let rows = max(2, min(6, Int(height / max(lineHeight * 1.8, 1)) + 1))
        let yFit: Double
        (y, yFit) = Self.scale(chart.yScale, values: ys, radii: radii, length: height, maxTicks: rows)
        var yLabelWidth = 0.0
        for tick in y.ticks { yLabelWidth = max(yLabelWidth, try measurer.size(of: Self.label(tick, on: y, format: .printf(chart.yFormat)), font: tickFont).width) }
        plotLeft = margin + yLabelWidth + 14 * s

        // As many x ticks as their labels fit side by side, at most ten.
        var (x, xFit) = Self.scale(chart.xScale, values: xs, radii: radii, length: max(size.width - margin - 30 * s - plotLeft, 1), maxTicks: 10)
        var right = size.width - margin
        let left = plotLeft
        while true {
            var widths: [Double] = []
            for tick in x.ticks { widths.append(try measurer.size(of: Self.label(tick, on: x, format: .printf(chart.xFormat)), font: tickFont).width) }
            // The last label is centred on its tick: the plot ends half of it before the margin.
            right = max(size.width - margin - (widths.last ?? 0) / 2, left + 1)
            let fits = x.ticks.indices.dropFirst().allSatisfy { i in
                let distance = (right - left) * abs(x.fraction(of: x.ticks[i]) - x.fraction(of: x.ticks[i - 1]))
                return distance >= (widths[i] + widths[i - 1]) / 2 + 16 * s
            }
            if fits || x.ticks.count <= 2 { break }
            let thinned = x.thinned
            if thinned.ticks.count < x.ticks.count, thinned.ticks.count >= 2 {
                x = thinned
            } else {
                // Thinner steps leave fewer than two ticks (a log axis within a power of ten): the ends.
                x.ticks = [x.ticks.first!, x.ticks.last!]
            }
        }
        self.x = x
        plotRight = right
        largestRadius = min(radius * min(xFit, yFit), chart.largestRadius * min(plotRight - plotLeft, height))
    }

    /// The axis for `kind` over `values` whose bubbles have `radii` (points), on an axis
    /// `length` long: the range is widened until every bubble fits inside it whole (rᵢ more
    /// than its centre each way, in the axis's units), then its ends are rounded outward to
    /// round values. A linear axis need not start at 0 (bubbles are read by place, not
    /// length), but one of values from 0 up does not go below 0.
    ///
    /// Bubbles too wide for the axis (two of the largest at its ends nearly as wide as it) would
    /// widen it without end, hundreds of decades on a log axis: it widens to three times the
    /// data's range at most, and `fit` is the share of their radii that fits in that (1 when
    /// they all fit).
    static func scale(_ kind: ChartScaleKind, values: [Double], radii: [Double], length: Double, maxTicks: Int) -> (scale: ChartScale, fit: Double) {
        let t = kind == .log ? values.map { log10(max($0, .leastNormalMagnitude)) } : values
        guard let low = t.min(), let high = t.max() else { return (ChartScale.nice(covering: 0, 1, maxTicks: maxTicks, includingZero: false), 1) }
        // Equal values sit in the middle of a range around them.
        let spread = high > low ? 0 : (kind == .log ? 0.5 : max(abs(low) * 0.5, 1))
        var lo = low - spread, hi = high + spread
        let floorLo = lo, floorHi = hi, widest = 3 * (floorHi - floorLo)
        var fit = 1.0
        for _ in 0..<40 {
            let perPoint = (hi - lo) / max(length, 1)
            var newLo = floorLo, newHi = floorHi
            for (value, radius) in zip(t, radii) {
                newLo = min(newLo, value - (radius + 2) * perPoint)
                newHi = max(newHi, value + (radius + 2) * perPoint)
            }
            let settled = abs(newLo - lo) + abs(newHi - hi) <= (hi - lo) * 1e-6
            if settled {
                lo = newLo
                hi = newHi
                break
            }
            if newHi - newLo > widest {
                // The data's range widened by itself each way; the radii shrink to what fits.
                lo = floorLo - (floorHi - floorLo)
                hi = floorHi + (floorHi - floorLo)
                let perPoint = widest / max(length, 1)
                for (value, radius) in zip(t, radii) where radius > 0 {
                    fit = min(fit, max((min(value - lo, hi - value) / perPoint - 2) / radius, 0))
                }
                break
            }
            lo = newLo
            hi = newHi
        }
        switch kind {
        case .linear:
            return (ChartScale.nice(covering: low >= 0 ? max(lo, 0) : lo, hi, maxTicks: maxTicks, includingZero: false), fit)
        case .log:
            return (ChartScale.logarithmic(covering: pow(10, lo), pow(10, hi), maxTicks: maxTicks), fit)
        }
    }

    /// A tick's label: a linear axis's with the digits its step needs, a log axis's with its own.
    static func label(_ tick: Double, on scale: ChartScale, format: ChartNumberFormat) -> String {
        format.tickString(for: tick, step: scale.isLogarithmic ? (tick == 0 ? 1 : tick) : scale.step)
    }

    /// The x of value `x`.
    public func x(_ value: Double) -> Double { plotLeft + (plotRight - plotLeft) * x.fraction(of: value) }

    /// The y of value `y`.
    public func y(_ value: Double) -> Double { plotBottom - (plotBottom - plotTop) * y.fraction(of: value) }

    /// A bubble's radius for `size`: its area in proportion to it, and at least `smallestRadius`
    /// for a size above 0.
    public func radius(_ size: Double) -> Double {
        guard largestSize > 0, size > 0 else { return 0 }
        return max(largestRadius * (size / largestSize).squareRoot(), smallestRadius)
    }
}
