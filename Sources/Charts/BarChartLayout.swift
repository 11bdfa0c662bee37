import Foundation
import Scene

/// Where the bar chart puts everything, computed in this order:
/// a y-label column as wide as the widest y label plus 5, an x-label band as tall as the
/// tallest turned label, the plot area between them, bar i centred at (i+1)·width/(n+1), rising
/// from the zero line (the plot's bottom edge unless some value is negative).
///
/// Coordinates are the chart's own, y down, (0, 0) at its top-left corner.
public struct BarChartLayout: Sendable, Equatable {
    /// The value the top grid line stands for.
    public var topValue: Int
    /// The value the plot's bottom edge stands for: `BarChart.bottomValue`, or a step lower where a
    /// text under the lowest bar needs the room.
    public var bottomValue: Int
    /// The y of the zero line, where bars start: `plotRect.maxY` unless some value is negative.
    public var baseline: Double
    /// The value between two grid lines.
    public var increment: Int
    /// The area the grid, bars, border and bar texts share.
    public var plotRect: Rect
    /// The width of the y-label column, left of the plot.
    public var yLabelColumnWidth: Double
    /// The height of the x-label band, under the plot.
    public var xLabelBandHeight: Double
    /// The x of each bar's centre line.
    public var barCenters: [Double]
    /// The y of each bar's far end from the zero line (its top, or a negative bar's bottom);
    /// the other end is at `baseline`.
    public var barTops: [Double]
    /// The y of each horizontal grid line, bottom to top.
    public var gridLines: [Double]
    /// The y labels, top to bottom.
    public var yLabels: [PlacedLabel]
    /// The value each y label writes, top to bottom.
    public var yLabelValues: [Double]
    /// The x labels, one per bar.
    public var xLabels: [PlacedLabel]
    /// The texts on the bars, one per bar.
    public var barTexts: [PlacedLabel]
    /// Every how many bars an x label is written (1 while they fit side by side).
    public var xLabelStride: Int
    /// How much smaller than `BarChart.barTextFont` the bar texts are written, so that the
    /// widest fits the space between bars (1 where it does).
    public var barTextScale: Double
    /// The smallest `barTextScale` the texts are written at; narrower bars have none.
    public static let smallestBarTextScale = 0.6
    /// Whether each bar text sits outside its bar (above it), because the bar is too short or
    /// too narrow to hold it: it is then drawn in the x labels' colour, readable on the chart's
    /// background.
    public var barTextsOutside: [Bool]
    /// How far the highest text over a bar reaches above the room left free at the top (the
    /// `header`, or the frame's top edge): a layout with a header that much larger holds it.
    public var textOverflowAtTop: Double

    /// Lays `chart` out with the measured size of its widest y label, of each x label and of
    /// each bar text; the x-label band is at least `minimumXLabelBand` tall (charts moving
    /// between states keep one plot area), `header` is left free above the plot, and a text
    /// inside its bar sits `barTextInset` below the bar's top.
    public init(
        chart: BarChart, yLabelTextSize: Size, xLabelSizes: [Size], barTextSizes: [Size], minimumXLabelBand: Double = 0,
        header: Double = 0, barTextInset: Double = 0
    ) {
        let top = chart.topValue
        topValue = top
        increment = chart.incrementValue
        let n = chart.values.count
        let rotation = chart.xLabelOrientation.degrees * Double.pi / 180
        // About the distance between bars, before the y-label column is known.
        let roughStep = max(chart.size.width - (chart.hasYLabels ? yLabelTextSize.width + 5 : 0), 1) / Double(n + 1)
        // Labels side by side while they have room, else every n-th; a turned label at most 30 %
        // of the frame's height and an upright one its share of the width, shortened with an
        // ellipsis beyond.
        let thickness = xLabelSizes.map { chart.xLabelOrientation == .horizontal ? $0.width : $0.height / max(sin(rotation), 0.5) }.max() ?? 0
        var every = max(1, Int((thickness * 1.1 / roughStep).rounded(.up)))
        // Upright names are each shortened to their bar's share while that leaves about four
        // characters of every one: a bar without its name is worse than a name cut short. Only
        // bars too narrow for that (dozens of days, years) are named every n-th.
        let tallest = xLabelSizes.map(\.height).max() ?? 0
        if chart.xLabelOrientation == .horizontal, every > 1, roughStep * 0.95 >= 2.5 * tallest { every = 1 }
        xLabelStride = every
        let longest = chart.xLabelOrientation == .horizontal ? roughStep * Double(every) * 0.95 : chart.size.height * 0.3
        let column = chart.hasYLabels ? yLabelTextSize.width + 5 : 0
        yLabelColumnWidth = column
        let step = (chart.size.width - column) / Double(n + 1)
        let xLabelSizes = xLabelSizes.enumerated().map { index, size in
            // No label reaches past the chart's sides: an upright one is centred on its bar, a
            // turned one hangs down and to the left from it (its end's middle at the bar).
            let x = column + Double(index + 1) * step
            let room: Double
            switch chart.xLabelOrientation {
            case .horizontal: room = 2 * min(x, chart.size.width - x)
            case .angled: room = (x - sin(rotation) * size.height / 2) / cos(rotation)
            case .vertical: room = .infinity
            }
            return Size(width: max(min(size.width, longest, room), 0), height: size.height)
        }
        // The tallest label once turned (keeping whichever of the text height and the
        // turned width is larger); a label at 45° is as tall as its turned length and height.
        let band = xLabelSizes.reduce(minimumXLabelBand) { tallest, size in
            let turned = chart.xLabelOrientation == .angled ? sin(rotation) * size.width + cos(rotation) * size.height : sin(rotation) * size.width
            return max(tallest, max(size.height, turned))
        }
        xLabelBandHeight = band
        // The top y label is centred on the top grid line: the plot starts half a label down so
        // that it stays inside the frame.
        let inset = (chart.hasYLabels ? yLabelTextSize.height / 2 : 0) + header
        // Below zero the bottom grid value is labelled too (a reader needs to know how deep the
        // axis goes), centred on the plot's bottom edge: half a label of room under it.
        let labelsBottom = chart.hasYLabels && chart.bottomValue < 0
        let below = max(band > 0 ? band + 5 : 0, labelsBottom ? yLabelTextSize.height / 2 : 0)
        let plot = Rect(
            x: yLabelColumnWidth, y: inset, width: chart.size.width - yLabelColumnWidth,
            height: chart.size.height - inset - below)
        plotRect = plot
        // Texts wider than the space between bars would run into each other: they are made
        // smaller to fit it, down to 60 % of their size; beyond that none is written (the axis
        // still tells the values).
        let widest = barTextSizes.map(\.width).max() ?? 0
        let textScale = widest > step * 0.95 ? step * 0.95 / widest : 1
        barTextScale = textScale
        let barTextSizes = textScale < Self.smallestBarTextScale ? [] : barTextSizes.map { Size(width: $0.width * textScale, height: $0.height * textScale) }
        // A text under a negative bar needs room between the bar's end and the plot's bottom
        // edge: the axis reaches one step lower where the chart's bottom value leaves too little.
        func textsFitBelow(_ bottom: Int) -> Bool {
            let unit = plot.height / Double(top - bottom)
            return zip(chart.values, barTextSizes).allSatisfy { value, size in
                !Self.hangs(value, top: top) || !Self.textIsOutside(size, barHeight: -value * unit, chart: chart, inset: barTextInset)
                    || (value - Double(bottom)) * unit >= size.height
            }
        }
        let bottom = chart.bottomValue < 0 && !textsFitBelow(chart.bottomValue) ? chart.bottomValue - chart.incrementValue : chart.bottomValue
        bottomValue = bottom
        let unit = plot.height / Double(top - bottom)
        let zero = plot.minY + Double(top) * unit
        baseline = zero
        barCenters = (0..<n).map { plot.minX + Double($0 + 1) * step }
        barTops = chart.values.map { zero - $0 * unit }

        let separation = unit * Double(chart.incrementValue)
        var lines: [Double] = []
        // Grid lines go up from the bottom while the line stays inside the plot; a little
        // slack keeps the top line when rounding puts it a hair above.
        var height = separation
        while height <= plot.height + 1e-9 {
            lines.append(plot.maxY - height)
            height += separation
        }
        gridLines = lines

        var yLabels: [PlacedLabel] = [], yLabelValues: [Double] = []
        if chart.hasYLabels {
            // Every grid line keeps its label while they have room; in a short frame only every
            // n-th does, so that labels never run into each other.
            let every = max(1, Int((yLabelTextSize.height * 1.15 / max(separation, 1e-9)).rounded(.up)))
            var offset = 0.0, value = top, index = 0
            while offset < plot.height - 1e-9 || (labelsBottom && offset <= plot.height + 1e-9) {
                if index % every == 0 {
                    yLabels.append(PlacedLabel(
                        text: BarChart.yLabelText(value, step: chart.incrementValue, abbreviated: chart.abbreviatesYLabels), size: yLabelTextSize,
                        center: Point(x: yLabelTextSize.width / 2, y: plot.minY + offset)))
                    yLabelValues.append(Double(value))
                }
                value -= chart.incrementValue
                offset += separation
                index += 1
            }
        }

        let bandTop = chart.size.height - band
        xLabels = zip(chart.xLabels, xLabelSizes).enumerated().filter { $0.offset % every == 0 }.map { index, pair in
            let (text, size) = pair
            let x = plot.minX + Double(index + 1) * step
            let center: Point
            switch chart.xLabelOrientation {
            case .vertical: center = Point(x: x, y: bandTop + size.width / 2)
            case .horizontal: center = Point(x: x, y: bandTop + band / 2)
            case .angled:
                // The end's top corner at the band's top, under its bar.
                let turned = sin(rotation) * size.width
                center = Point(x: x - turned / 2, y: bandTop + cos(rotation) * size.height / 2 + turned / 2)
            }
            return PlacedLabel(text: text, size: size, center: center, rotation: -rotation)
        }
        // The bottom label gives way to a name reaching under it (a long first name in a band of
        // every n-th one): the name says more, and the grid line keeps its place.
        if labelsBottom, yLabelValues.last == Double(bottom), let lowest = yLabels.last,
           xLabels.contains(where: { PointLabelSelection.overlap($0.box, lowest.box) }) {
            yLabels.removeLast()
            yLabelValues.removeLast()
        }
        self.yLabels = yLabels
        self.yLabelValues = yLabelValues

        // The shortest bar on each side of the zero line, for texts lined up in the middle.
        let shortestUp = (chart.values.filter { $0 >= 0 }.min() ?? 0) * unit
        let shortestDown = -(chart.values.filter { $0 < 0 }.max() ?? 0) * unit
        var outside: [Bool] = [], highestTextTop = Double.infinity
        barTexts = zip(chart.resolvedBarTexts, barTextSizes).enumerated().map { index, pair in
            let (text, size) = pair
            let value = chart.values[index], hangs = Self.hangs(value, top: top)
            let barHeight = abs(value) * unit
            // Distances are measured from the zero line away from it: up for a positive bar,
            // down for a hanging one.
            let away = hangs ? 1.0 : -1.0
            // A text the bar cannot hold sits just past its end instead of hanging out half unseen
            // (a bar text's colour is for the bar behind it, white by default, so the part over
            // the chart's light background vanishes): too tall, or wider than the bar ("29.2 T"
            // on a 40 pt bar, "236" on a portrait chart's narrow bars).
            let fits = !Self.textIsOutside(size, barHeight: barHeight, chart: chart, inset: barTextInset)
            let distance: Double
            switch chart.barTextPosition {
            case .top where fits: distance = barHeight - barTextInset - size.height / 2
            // Lined up at half the shortest bar, or far enough for the text when that bar is too short.
            case .middle where fits: distance = max(hangs ? shortestDown : shortestUp, size.height) / 2
            case .top, .middle, .roof: distance = barHeight + size.height / 2
            }
            outside.append(chart.barTextPosition == .roof || distance - size.height / 2 >= barHeight - 1e-9)
            if !hangs { highestTextTop = min(highestTextTop, zero - distance - size.height / 2) }
            // Kept inside the frame at its ends, and inside the plot below a negative bar.
            let x = min(max(plot.minX + Double(index + 1) * step, size.width / 2), chart.size.width - size.width / 2)
            let y = min(max(zero + away * distance, size.height / 2), hangs ? plot.maxY - size.height / 2 : .infinity)
            return PlacedLabel(text: text, size: size, center: Point(x: x, y: y))
        }
        barTextsOutside = outside
        textOverflowAtTop = max(header - highestTextTop, 0)
    }

    /// Whether a bar of `value` hangs below the zero line, its text under it: a negative one,
    /// and a 0 in a chart whose top is 0 (no room above).
    static func hangs(_ value: Double, top: Int) -> Bool {
        value < 0 || (value == 0 && top == 0)
    }

    /// Whether a bar text of `size` sits past its bar's end rather than on it: written on the
    /// roof, or too tall or too wide for a bar `barHeight` long.
    static func textIsOutside(_ size: Size, barHeight: Double, chart: BarChart, inset: Double) -> Bool {
        chart.barTextPosition == .roof || size.height + inset > barHeight || size.width > chart.barWidth
    }

    /// The value of each grid line, bottom to top.
    public var gridValues: [Double] {
        gridLines.indices.map { Double(bottomValue + ($0 + 1) * increment) }
    }

    /// Lays `chart` out, measuring its texts with `measurer`; `yLabelTextSize` and
    /// `minimumXLabelBand`, when given, widen the y-label column and the x-label band.
    public init(
        chart: BarChart, measuring measurer: some TextMeasuring, yLabelTextSize: Size? = nil, minimumXLabelBand: Double = 0,
        header: Double = 0, barTextInset: Double = 0
    ) throws {
        let labelSize = try yLabelTextSize ?? Self.yLabelTextSize(of: chart, measuring: measurer)
        let xSizes = try chart.xLabels.map { try measurer.size(of: $0, font: chart.xLabelFont) }
        let textSizes = try chart.resolvedBarTexts.map { try measurer.size(of: $0, font: chart.barTextFont) }
        func laidOut(_ labelSize: Size) -> Self {
            Self(chart: chart, yLabelTextSize: labelSize, xLabelSizes: xSizes, barTextSizes: textSizes, minimumXLabelBand: minimumXLabelBand,
                header: header, barTextInset: barTextInset)
        }
        self = laidOut(labelSize)
        // An axis taken a step lower than the chart's bottom value writes a label the column was
        // not measured for ("-1,100" under "-1,000"): the column widens for it.
        if chart.hasYLabels, bottomValue < chart.bottomValue, yLabelValues.last == Double(bottomValue) {
            let text = BarChart.yLabelText(bottomValue, step: chart.incrementValue, abbreviated: chart.abbreviatesYLabels)
            let lowest = try Self.yLabelSize(text, font: chart.yLabelFont, measuring: measurer)
            if lowest.width > labelSize.width || lowest.height > labelSize.height {
                self = laidOut(Size(width: max(lowest.width, labelSize.width), height: max(lowest.height, labelSize.height)))
            }
        }
    }

    /// The size the y-label column is made for: the widest label the axis can write, from the
    /// bottom value to the top value, each also with every digit an 8 (as other charts' columns
    /// are measured); zero without y labels. Abbreviated labels differ in length ("1.5 T" is
    /// narrower than "500 B"), and a negative one has its minus sign.
    public static func yLabelTextSize(of chart: BarChart, measuring measurer: some TextMeasuring) throws -> Size {
        guard chart.hasYLabels else { return .zero }
        let step = max(chart.incrementValue, 1), top = chart.topValue, bottom = chart.bottomValue
        // Every grid value while the grid is within its limit (an unvalidated chart measures its ends).
        let values = (top - bottom) / step <= InputLimits.gridLines ? Array(stride(from: bottom, through: top, by: step)) : [bottom, top]
        var seen = Set<String>()
        let texts = values.map { BarChart.yLabelText($0, step: chart.incrementValue, abbreviated: chart.abbreviatesYLabels) }
            .filter { seen.insert($0).inserted }
        let sizes = try texts.map { try yLabelSize($0, font: chart.yLabelFont, measuring: measurer) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// The size a y label's column needs for `text`: the text, and the same with every digit
    /// the widest one (digits differ in width, and other values take the label's place).
    static func yLabelSize(_ text: String, font: Font, measuring measurer: some TextMeasuring) throws -> Size {
        let measured = try measurer.size(of: text, font: font)
        let widest = try measurer.size(of: text.withWidestDigits, font: font)
        return Size(width: max(measured.width, widest.width), height: measured.height)
    }
}
