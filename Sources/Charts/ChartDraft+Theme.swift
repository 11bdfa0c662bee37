import Scene

extension ChartDraft {
    /// A chart draft whose charts start from `theme`'s colours and type, so that a chart layer's
    /// own keys, read after, override them.
    public init(theme: ChartTheme) {
        self.init()
        let palette = theme.palette.isEmpty ? ChartTheme.light.palette : theme.palette

        bar.backgroundColor = theme.background
        bar.barColor = palette[0]
        bar.gridColor = theme.grid
        bar.borderColor = theme.secondary
        bar.yLabelColor = theme.secondary
        bar.xLabelColor = theme.text
        bar.fontFamily = theme.fontFamily

        line.backgroundColor = theme.background
        line.axisColor = theme.secondary
        line.gridColor = theme.grid
        line.labelColor = theme.secondary
        line.fontFamily = theme.fontFamily
        lineTheme = theme

        gauge.fontFamily = theme.fontFamily
        gauge.secondaryColor = theme.secondary
        pie.colors = palette
        track.fontFamily = theme.fontFamily
        track.stepColor = theme.text
        track.unitColor = theme.secondary
        track.backgroundColor = theme.background
        counter.fontFamily = theme.fontFamily
        counter.counterColor = theme.text
        area.fontFamily = theme.fontFamily
        area.labelColor = theme.secondary
        area.gridColor = theme.grid
        liveLine.fontFamily = theme.fontFamily
        wave.color = theme.text

        race.story.background = theme.background
        race.story.textColor = theme.text
        race.story.secondaryColor = theme.secondary
        race.story.gridColor = theme.grid
        race.story.periodColor = theme.period
        race.story.palette = palette
        race.story.fontFamily = theme.fontFamily
    }
}
