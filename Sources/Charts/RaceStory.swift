import Animation
import Scene

/// What a bar race and a line race share: the data, its timing and the design around it.
public struct RaceStory: Sendable, Equatable {
    /// The periods, names and values.
    public var data: RaceData
    /// Period k is shown exactly at `startTime + k × periodDuration`.
    public var periodDuration: Double
    /// When period 0 is shown, in scene time.
    public var startTime: Double
    /// How values move from one period to the next.
    public var timing: TimingFunction
    /// What a missing value is; `nil` makes one an error.
    public var missing: RaceMissing?
    /// The title at the top left.
    public var title: String
    /// A source line under the chart.
    public var caption: String
    /// How values are written: a printf format, or `NumberFormat.short` (1.2 B, 708 M).
    public var valueFormat: NumberFormat
    /// Colours by name; names without one take the palette's colours in data order.
    public var colors: [String: Color]
    /// The colours names take in data order (`modernPalette` when empty).
    public var palette: [Color]
    /// An image file per name, drawn at the bar's end (bar race) or the line's head (line race).
    public var images: [String: String]
    /// The family of every text.
    public var fontFamily: String
    /// The chart's background; `nil` for a transparent one.
    public var background: Color?
    /// The title's and names' colour.
    public var textColor: Color
    /// Tick labels, the caption, grid lines and the large period label.
    public var secondaryColor: Color
    /// The grid lines' colour.
    public var gridColor: Color
    /// The large period label's colour.
    public var periodColor: Color

    /// Sixteen clear colours that stay apart on a light background.
    public static let modernPalette: [Color] = [
        0x6366F1, 0xF59E0B, 0x10B981, 0xEF4444, 0x3B82F6, 0xEC4899,
        0x14B8A6, 0xF97316, 0x8B5CF6, 0x84CC16, 0x06B6D4, 0xE11D48,
        0xEAB308, 0x475569, 0xA855F7, 0x0F766E,
    ].map { Color(hex: $0) }

    /// A story of `data` with the default timing and design.
    public init(data: RaceData = RaceData(periods: [], names: [], values: [])) {
        self.data = data
        periodDuration = 1
        startTime = 0
        timing = .easeInEaseOut
        missing = nil
        title = ""
        caption = ""
        valueFormat = .short
        colors = [:]
        palette = Self.modernPalette
        images = [:]
        fontFamily = ChartFont.family
        background = Color(hex: 0xFAFAF9)
        textColor = Color(hex: 0x111827)
        secondaryColor = Color(hex: 0x6B7280)
        gridColor = Color(hex: 0xE5E7EB)
        periodColor = Color(hex: 0xD1D5DB)
    }

    /// Name i's colour: its own, else the palette's next in data order, so it never changes.
    public func color(ofName index: Int) -> Color {
        if let color = colors[data.names[index]] { return color }
        let palette = palette.isEmpty ? Self.modernPalette : palette
        return palette[index % palette.count]
    }

    /// When period k is shown.
    public func time(ofPeriod k: Int) -> Double { startTime + Double(k) * periodDuration }

    /// When the story's last period is shown.
    public var endTime: Double { time(ofPeriod: max(data.periods.count - 1, 0)) }

    /// The timeline every keyframe animation of the story follows.
    var timeline: RaceTimeline {
        RaceTimeline(startTime: startTime, periodDuration: periodDuration, periods: data.periods.count, timing: timing)
    }

    /// Checks the timing, the data (`allowsNegative`: values below 0 too) and the names of
    /// `colors` and `images`.
    func validate(chart: String, allowsNegative: Bool = false) throws(ChartError) {
        guard periodDuration > 0, periodDuration <= 3600 else {
            throw .invalidSetting(chart: chart, name: "periodDuration", value: periodDuration, allowed: "more than 0 s and at most an hour")
        }
        guard startTime.isFinite, abs(startTime) <= 86_400 else {
            throw .invalidSetting(chart: chart, name: "startTime", value: startTime, allowed: "within a day of 0")
        }
        try data.validate(chart: chart, missing: missing, allowsNegative: allowsNegative)
        for name in colors.keys where !data.names.contains(name) {
            throw .invalidData(chart: chart, message: "`colors` names '\(name)', which is not in the data",
                fix: "use the names of the data: \(data.names.prefix(8).joined(separator: ", "))")
        }
        for name in images.keys where !data.names.contains(name) {
            throw .invalidData(chart: chart, message: "`images` names '\(name)', which is not in the data",
                fix: "use the names of the data: \(data.names.prefix(8).joined(separator: ", "))")
        }
    }

    /// A font of the story's family; sizes scale with the chart's height (`scale`).
    func font(_ size: Double, _ weight: FontWeight = .regular) -> Font {
        Font(family: fontFamily, size: size, weight: weight)
    }
}

extension RaceStory {
    /// The periods with the times they are shown, for the chart's `ChartInfo`.
    var chartPeriods: [ChartPeriod] {
        data.periods.indices.map { ChartPeriod(name: data.periods[$0], time: time(ofPeriod: $0)) }
    }
}
