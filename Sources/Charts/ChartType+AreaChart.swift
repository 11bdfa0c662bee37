import Scene

extension ChartType {
    /// `type: area-chart`: the gradient area line chart that scrolls.
    public static let areaChart = ChartType(
        \.area, name: "area-chart", summary: "A line over a gradient-filled area, scrolling to its last record.",
        keys: [
            .key("records", \.area.records, example: "[{label: 7/17, value: 92}, {label: 7/18, value: 89}]",
                "The records, oldest first; 18 demo scores when omitted."),
            .size("itemSpacing", \.area.itemSpacing, example: "50", "The distance between records that do not fit; 50 in a 375 × 220 frame, following the frame, when omitted."),
            .key("lineColor", \.area.lineColor, example: "\"#FF4275\"", "The line's and dots' colour; the area below fades from it into the background."),
            .key("chartBackground", \.area.backgroundColor, example: "\"#ffffff\"", "The chart's background, which the area fades into and the hollow dots are filled with; white by default, `none` for none."),
            .time("animationDuration", \.area.scrollDuration, example: "1s", "How long the scroll takes."),
            .timing(\.area.scrollTiming, "The scroll's curve; easeInEaseOut by default."),
            .startTime(\.area.scrollBeginTime),
        ],
        colorKeys: ["area-chart": "chartBackground"])
}
