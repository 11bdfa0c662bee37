import Scene

extension ChartDraft {
    /// A chart draft whose charts start from `theme`'s colours and type, so that a chart layer's
    /// own keys, read after, override them.
    public init(theme: ChartTheme) {
        self.init()
        let palette = theme.palette.isEmpty ? ChartTheme.light.palette : theme.palette
        // Each of the theme's roles once, with every chart setting that takes it.
        let colors: [(Color, [WritableKeyPath<ChartDraft, Color>])] = [
            (theme.text, [
                \.bar.xLabelColor, \.track.stepColor, \.counter.counterColor, \.wave.color, \.race.story.textColor, \.pie.legendColor,
                \.pie.stateLabelColor,
            ]),
            (theme.secondary, [
                \.bar.borderColor, \.bar.yLabelColor, \.line.axisColor, \.line.labelColor, \.gauge.secondaryColor, \.track.unitColor,
                \.area.labelColor, \.race.story.secondaryColor,
            ]),
            (theme.grid, [\.bar.gridColor, \.line.gridColor, \.area.gridColor, \.race.story.gridColor, \.track.trackColor]),
            (theme.period, [\.race.story.periodColor]),
            (palette[0], [\.bar.barColor, \.liveLine.color, \.area.lineColor]),
        ]
        for (color, settings) in colors {
            for setting in settings { self[keyPath: setting] = color }
        }
        let backgrounds: [WritableKeyPath<ChartDraft, Color?>] = [
            \.bar.backgroundColor, \.line.backgroundColor, \.track.backgroundColor, \.area.backgroundColor, \.race.story.background,
        ]
        for setting in backgrounds { self[keyPath: setting] = theme.background }
        let palettes: [WritableKeyPath<ChartDraft, [Color]>] = [\.pie.colors, \.race.story.palette]
        for setting in palettes { self[keyPath: setting] = palette }
        let families: [WritableKeyPath<ChartDraft, String>] = [
            \.bar.fontFamily, \.line.fontFamily, \.gauge.fontFamily, \.track.fontFamily, \.counter.fontFamily, \.area.fontFamily,
            \.liveLine.fontFamily, \.race.story.fontFamily,
        ]
        for setting in families { self[keyPath: setting] = theme.fontFamily }
        lineTheme = theme
    }
}
