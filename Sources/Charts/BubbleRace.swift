import Animation
import Scene

/// A bubble race, as Gapminder's: one bubble per name placed by its `x` and `y`, its area
/// showing its `size`, coloured by its group, moving from period to period on fixed axes
/// (linear or log), the period large in the corner, chosen names labelled, optional trails
/// (`type: bubble-race`). Period k is shown exactly at `story.time(ofPeriod: k)`.
public struct BubbleRace: Chart {
    /// The chart's name in messages.
    public static let chartName = "bubble race"

    /// The frame size; a video's 1920×1080 by default. Type sizes and spacing scale with the height.
    public var size: Size
    /// Where the chart's top-left corner sits in its layer.
    public var origin: Point
    /// The bubbles, period by period.
    public var data: BubbleData
    /// The timing and design (title, caption, colours, fonts). Its `data` is ignored: the
    /// periods and names are `data`'s; its `colors` name groups (or names, without groups).
    public var story: RaceStory
    /// How the x axis spaces values.
    public var xScale: ChartScaleKind
    /// How the y axis spaces values.
    public var yScale: ChartScaleKind
    /// The x axis's title, under its tick labels at the right.
    public var xTitle: String
    /// The y axis's title, above the plot at the left.
    public var yTitle: String
    /// How the x axis's tick labels are written: `NumberFormat.short` (1 K, 20 K) by default.
    public var xFormat: NumberFormat
    /// How the y axis's tick labels are written.
    public var yFormat: NumberFormat
    /// Names whose bubbles carry their name (and draw on top).
    public var highlight: [String]
    /// Which bubbles draw a trail of where they were.
    public var trails: BubbleTrails
    /// The largest bubble's radius, as a fraction of the plot's shorter side; drawn smaller where
    /// the bubbles would not fit inside axes three times as long as the data's range
    /// (`BubbleRaceLayout.scale`).
    public var largestRadius: Double
    /// Whether the groups' colours are listed under the title (when the data has groups).
    public var showsLegend: Bool

    /// A bubble race of `data` in a frame of `size`.
    public init(data: BubbleData = BubbleData(periods: [], names: [], points: []), story: RaceStory = RaceStory(),
                xScale: ChartScaleKind = .linear, yScale: ChartScaleKind = .linear, xTitle: String = "", yTitle: String = "",
                highlight: [String] = [], trails: BubbleTrails = .none,
                size: Size = Size(width: 1920, height: 1080), origin: Point = .zero) {
        self.data = data
        self.story = story
        self.xScale = xScale
        self.yScale = yScale
        self.xTitle = xTitle
        self.yTitle = yTitle
        xFormat = .short
        yFormat = .short
        self.highlight = highlight
        self.trails = trails
        largestRadius = 0.09
        showsLegend = true
        self.size = size
        self.origin = origin
    }

    /// The story as the chart draws it: `data`'s periods and names, each bubble's size as its
    /// value, a name missing from a period sitting it out.
    var drawnStory: RaceStory {
        var drawn = story
        drawn.data = data.sizes
        drawn.missing = .skip
        return drawn
    }

    /// Checks the data and settings before any layer is built.
    /// - Throws: `ChartError` naming the setting or data that cannot be drawn.
    public func validate() throws(ChartError) {
        var checked = drawnStory
        checked.colors = [:]
        try checked.validate(chart: Self.chartName)
        try data.validate(chart: Self.chartName)
        let groups = Set(data.groupNames)
        for name in story.colors.keys where !groups.contains(name) && !data.names.contains(name) {
            let known = data.groupNames.isEmpty ? data.names : data.groupNames
            throw .invalidData(chart: Self.chartName, message: "`colors` names '\(name)', which is neither a group nor a name of the data",
                fix: "use the groups (or names) of the data: \(known.prefix(8).joined(separator: ", "))")
        }
        for name in highlight where !data.names.contains(name) {
            throw .invalidData(chart: Self.chartName, message: "`highlight` names '\(name)', which is not in the data",
                fix: "use the names of the data: \(data.names.prefix(8).joined(separator: ", "))")
        }
        guard largestRadius > 0, largestRadius <= 0.5 else {
            throw .invalidSetting(chart: Self.chartName, name: "largestRadius", value: largestRadius, allowed: "more than 0 and at most 0.5 (of the plot's shorter side)")
        }
        for (axis, kind) in [("x", xScale), ("y", yScale)] where kind == .log {
            for (k, row) in data.points.enumerated() {
                for (i, point) in row.enumerated() {
                    guard let point, (axis == "x" ? point.x : point.y) <= 0 else { continue }
                    throw .invalidData(chart: Self.chartName,
                        message: "'\(data.names[i])' has \(axis) = \((axis == "x" ? point.x : point.y).plainText) in period '\(data.periods[k])', but a log axis shows only values above 0",
                        fix: "use `\(axis)Scale: linear`, or leave out the rows whose \(axis) is 0 or less")
                }
            }
        }
    }

    /// Name i's colour: its group's (`story.colors` by group, else the palette's in the order
    /// groups first appear), or without a group its own (by name, else the palette's in data
    /// order), so a name's colour never changes.
    public func color(ofName i: Int) -> Color {
        let palette = story.palette.isEmpty ? RaceStory.modernPalette : story.palette
        if let group = data.groups[i] {
            if let color = story.colors[group] { return color }
            return palette[(data.groupNames.firstIndex(of: group) ?? 0) % palette.count]
        }
        if let color = story.colors[data.names[i]] { return color }
        return palette[i % palette.count]
    }

    /// A group's colour in the legend: the colour of its names.
    func color(ofGroup group: String) -> Color {
        color(ofName: data.groups.firstIndex(of: group) ?? 0)
    }

    /// Each name's bubble in every period with gaps filled, so that it fades out and in where it
    /// was: a missing period holds the last bubble, and before its first the name waits at it.
    var filledPoints: [[BubblePoint]] {
        data.names.indices.map { i in
            let column = data.points.map { $0[i] }
            let first = column.compactMap { $0 }.first ?? BubblePoint(x: 0, y: 0, size: 0)
            var last = first
            return column.map { point in if let point { last = point }; return last }
        }
    }

    /// Whether name i is drawn with its name and on top.
    func isHighlighted(_ i: Int) -> Bool { highlight.contains(data.names[i]) }

    /// Whether name i draws a trail.
    func hasTrail(_ i: Int) -> Bool {
        switch trails {
        case .none: false
        case .all: true
        case .highlighted: highlight.isEmpty || isHighlighted(i)
        }
    }
}
