import Scene

extension ChartType {
    /// The keys every chart that tells a data story reads (`bar-race`, `line-race`): its
    /// data file's columns, timing, texts and colours.
    public static let storyKeys: [ModelProperty<ChartDraft>] = [
        .key("period", \.race.periodColumn, form: .text, example: "month",
            "The data's column of periods, shown in the file's order (the first column when omitted)."),
        .key("name", \.race.nameColumn, form: .text, example: "country",
            "Long form: the column of names (with `value`). Omit both for wide form: a column per name."),
        .key("value", \.race.valueColumn, form: .text, example: "population",
            "Long form: the column of values (with `name`)."),
        .key("periodDuration", \.race.story.periodDuration, range: 0.001...3600, form: .time, example: "1s",
            "The time from one period to the next: period k is shown exactly at startTime + k × periodDuration."),
        .startTime(\.race.story.startTime),
        .timing(\.race.story.timing, "How values move between periods; easeInEaseOut by default."),
        .key("missing", \.race.story.missing, form: RaceMissing.form, example: "hold",
            "What a missing value is: `zero`, `hold` (the last value) or `skip` (the name sits the period out); without it a missing value is an error."),
        .key("title", \.race.story.title, example: "\"World population\"", "The title at the top left."),
        .key("caption", \.race.story.caption, example: "\"Source: UN\"", "A source line at the bottom left."),
        .key("valueFormat", \.race.story.valueFormat, form: .oneOf([.choice(["short"]), .numberFormat]), example: "short",
            "How values are written: `short` (12.5 K, 708 M, 1.2 B; the default) or a printf format such as \"%.1f%%\"."),
        .key("colors", \.race.colors, example: "{China: \"#ef4444\", India: \"#f59e0b\"}",
            "A colour per name, or a palette the names take in data order; each name keeps its colour all along."),
        .key("images", \.race.story.images, example: "{China: flags/cn.png}",
            "A PNG or JPEG per name, next to the scene, drawn at the bar's end or the line's head."),
        .key("fontFamily", \.race.story.fontFamily, form: .fontFamily, example: "\"Inter, DejaVu Sans\"", "The family of every text (a list falls back in order); Inter with DejaVu Sans and WenQuanYi Micro Hei by default."),
        .key("chartBackground", \.race.story.background, example: "\"#fafaf9\"", "The chart's background; `none` for a transparent one."),
        .key("textColor", \.race.story.textColor, example: "\"#111827\"", "The title's and names' colour."),
    ]
}
