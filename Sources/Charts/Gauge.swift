import Animation
import Foundation
import Scene

/// The fuel gauge: a semicircle filled up to the
/// percentage, a needle, a centre dot and a text `"%.1f%% <caption>"`. Setting a new percentage
/// sweeps from the value shown at that moment to the new one over 0.5 s with `easeOut`, the text
/// counting along; the colours follow the new value's threshold at once.
public struct Gauge: Chart {
    /// The chart's name in messages.
    public static let chartName = "gauge"

    /// The chart's frame size. Default: 300 × 220.
    public var size: Size
    /// Where the chart's top-left corner sits in its superlayer. Default: (0, 0).
    public var origin: Point
    /// The percentage shown from the start, 0–100. Default: 73.5.
    public var percentage: Double
    /// Later percentages, in time order. Default: none.
    public var changes: [GaugeChange]
    /// Written after the percentage (none by default; the reference's demo writes "百分比").
    public var caption: String
    /// Digits after the decimal point of the percentage (1 by default: `73.5%`).
    public var decimals: Int
    /// Whether the percentage's whole part is grouped in thousands (`1,000.0%`); off by default.
    public var groupsThousands: Bool
    /// The wedge's colour, instead of the threshold colour (`nil`, the default: green, orange, red by value).
    public var fillColor: Color?
    /// The needle's and centre dot's colour, instead of the threshold colour (`nil` by default).
    public var needleColor: Color?
    /// The text's colour; `nil` (the default) writes it in the wedge's colour.
    public var textColor: Color?
    /// When set, the gauge starts at 0 and sweeps to `percentage` at this time (scene
    /// seconds); `nil` (the default) shows `percentage` from the start.
    public var beginTime: Double?
    /// The text's font: bold 30 points in a 300 × 220 frame, scaled with the frame, unless set.
    public var font: Font { get { fontSetting.font(at: frameScale, family: fontFamily) } set { fontSetting.setting = newValue } }
    private var fontSetting = FrameScaled(Font(family: ChartFont.family, size: 30, weight: .bold))
    /// The text's family when its font is not set. Default: `ChartFont.family` (Inter, then DejaVu Sans and WenQuanYi Micro Hei).
    public var fontFamily: String
    /// The unfilled part of the semicircle (`UIColor.darkGrayColor`).
    /// Default: `#555555`.
    public var secondaryColor: Color
    /// Fixed colours; `nil` picks them by the percentage's thresholds (`GaugeColors.forPercentage`).
    /// Default: `nil`.
    public var colors: GaugeColors?
    /// How long a sweep takes. Default: 0.5.
    public var sweepDuration: Double
    /// A sweep's easing. Default: `.easeOut`.
    public var sweepTiming: TimingFunction

    /// A gauge at 73.5 %, without a caption.
    public init(size: Size = Size(width: 300, height: 220), origin: Point = .zero, percentage: Double = 73.5,
                changes: [GaugeChange] = [], caption: String = "") {
        self.size = size
        self.origin = origin
        self.percentage = percentage
        self.changes = changes
        self.caption = caption
        fontFamily = ChartFont.family
        secondaryColor = Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3)
        colors = nil
        decimals = 1
        groupsThousands = false
        sweepDuration = 0.5
        sweepTiming = .easeOut
    }

    /// The colours shown while `percentage` is the target.
    public func colors(forPercentage percentage: Double) -> GaugeColors {
        var chosen = colors ?? GaugeColors.forPercentage(percentage)
        if let fillColor { chosen.main = fillColor }
        if let needleColor { chosen.line = needleColor }
        return chosen
    }

    /// The text's format: the percentage with `decimals` digits, a percent sign, the caption.
    public var textFormat: NumberFormat? {
        let caption = caption.isEmpty ? "" : " " + caption.replacingOccurrences(of: "%", with: "%%")
        return try? NumberFormat("%\(groupsThousands ? "'" : "").\(min(max(decimals, 0), 20))f%%" + caption)
    }

    /// The percentage shown from time 0: 0 when the gauge sweeps in at `beginTime`.
    var initialPercentage: Double { beginTime == nil ? percentage : 0 }

    /// The changes, with the sweep in at `beginTime` first.
    var allChanges: [GaugeChange] {
        (beginTime.map { [GaugeChange(time: $0, percentage: percentage)] } ?? []) + changes
    }

    /// The demo changes: one every `interval` seconds from `start`, setting 10, 20, …
    /// and wrapping past 100 as its button does (+10, minus 101 once above 100).
    public static func demoChanges(count: Int, start: Double, interval: Double) -> [GaugeChange] {
        var value = 10.0
        return (0..<max(count, 0)).map { index in
            defer {
                value += 10
                if value > 100 { value -= 101 }
            }
            return GaugeChange(time: start + Double(index) * interval, percentage: value)
        }
    }

    /// The percentage clamped to 0–100.
    static func clamp(_ value: Double) -> Double { min(max(value, 0), 100) }

    /// Each sweep: its start time, the value it starts from (what was shown then) and its target.
    public var sweeps: [(begin: Double, from: Double, to: Double)] {
        var result: [(begin: Double, from: Double, to: Double)] = []
        var shown = Self.clamp(initialPercentage)
        for change in allChanges.sorted(by: { $0.time < $1.time }) {
            let from = result.last.map { presented($0, at: change.time) } ?? shown
            let to = Self.clamp(change.percentage)
            result.append((change.time, from, to))
            shown = to
        }
        return result
    }

    private func presented(_ sweep: (begin: Double, from: Double, to: Double), at time: Double) -> Double {
        guard sweepDuration > 0 else { return sweep.to }
        let fraction = min(max((time - sweep.begin) / sweepDuration, 0), 1)
        return sweep.from + (sweep.to - sweep.from) * sweepTiming.progress(fraction)
    }

    /// The percentage shown at `time`: what the needle, the wedge and the text show.
    public func presentedPercentage(at time: Double) -> Double {
        guard let sweep = sweeps.last(where: { $0.begin <= time }) else { return Self.clamp(initialPercentage) }
        return presented(sweep, at: time)
    }

    /// The needle's angle for a percentage: 180° plus 180°·p/100, in radians clockwise from +x.
    public static func angle(forPercentage p: Double) -> Double { .pi + .pi * p / 100 }

    /// How the frame compares with the base size 300 × 220: the type, needle and gaps follow it.
    public var frameScale: Double { max(min(size.width / 300, size.height / 220), 0.01) }

    /// The semicircle's centre for a text height: (w/2, h − textHeight − 10), the gap following the frame.
    /// In a frame taller than 300 × 220's proportions the semicircle and its text are centred
    /// in the height: room above the semicircle beyond a tenth of the width is split above and below.
    public func center(textHeight: Double) -> Point {
        let bottom = size.height - textHeight - 10 * frameScale
        let radius = min(size.width / 2, bottom) - 1
        let spare = max(0, bottom - radius - size.width / 10)
        return Point(x: size.width / 2, y: bottom - spare / 2)
    }

    /// The semicircle's radius: min(centre.x, centre.y) − 1.
    public func radius(textHeight: Double) -> Double {
        let c = center(textHeight: textHeight)
        return min(c.x, c.y) - 1
    }

    /// Checks the data and settings; the first problem found.
    public func validate() throws(ChartError) {
        let values = [percentage, beginTime ?? 0] + changes.map(\.percentage) + changes.map(\.time)
        for (index, value) in values.enumerated() where !value.isFinite {
            throw .nonFiniteValue(chart: "gauge", index: index)
        }
        guard radius(textHeight: 0) > 1 else {
            throw .invalidSetting(chart: "gauge", name: "size", value: size.height, allowed: "large enough for the text and a semicircle")
        }
    }
}
