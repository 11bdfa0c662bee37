import Charts
import Scene

/// The keys `bar-race` and `line-race` share, and how their data file becomes the story.
enum RaceProperties {
    static let common: [ModelProperty<LayerDraft>] = [
        .key("period", \.chart.race.periodColumn, form: .text, example: "month",
            "The data's column of periods, shown in the file's order (the first column when omitted)."),
        .key("name", \.chart.race.nameColumn, form: .text, example: "country",
            "Long form: the column of names (with `value`). Omit both for wide form: a column per name."),
        .key("value", \.chart.race.valueColumn, form: .text, example: "population",
            "Long form: the column of values (with `name`)."),
        .key("periodDuration", \.chart.race.story.periodDuration, range: 0.001...3600, form: .time, example: "1s",
            "The time from one period to the next: period k is shown exactly at startTime + k × periodDuration."),
        .startTime(\.chart.race.story.startTime),
        .timing(\.chart.race.story.timing, "How values move between periods; easeInEaseOut by default."),
        .key("missing", \.chart.race.story.missing, form: RaceMissing.form, example: "hold",
            "What a missing value is: `zero`, `hold` (the last value) or `skip` (the name sits the period out); without it a missing value is an error."),
        .key("title", \.chart.race.story.title, example: "\"World population\"", "The title at the top left."),
        .key("caption", \.chart.race.story.caption, example: "\"Source: UN\"", "A source line at the bottom left."),
        .key("valueFormat", \.chart.race.story.valueFormat, form: .oneOf([.choice(["short"]), .numberFormat]), example: "short",
            "How values are written: `short` (12.5 K, 708 M, 1.2 B; the default) or a printf format such as \"%.1f%%\"."),
        .key("colors", \.chart.race.colors, example: "{China: \"#ef4444\", India: \"#f59e0b\"}",
            "A colour per name, or a palette the names take in data order; each name keeps its colour all along."),
        .key("images", \.chart.race.story.images, example: "{China: flags/cn.png}",
            "A PNG or JPEG per name, next to the scene, drawn at the bar's end or the line's head."),
        .key("fontFamily", \.chart.race.story.fontFamily, form: .fontFamily, example: "\"Inter, DejaVu Sans\"", "The family of every text (a list falls back in order); Inter with DejaVu Sans and WenQuanYi Micro Hei by default."),
        .key("chartBackground", \.chart.race.story.background, example: "\"#fafaf9\"", "The chart's background; `none` for a transparent one."),
        .key("textColor", \.chart.race.story.textColor, example: "\"#111827\"", "The title's and names' colour."),
    ]

    /// Reads the layer's data file into the story; `false` after reporting why it could not.
    static func prepare(_ draft: inout LayerDraft, _ reader: NodeReader, _ keys: KeyedNodes, chart: String) -> Bool {
        let at = keys["data"] ?? reader
        guard let table = reader.context.dataTable else {
            if !reader.context.dataFileFailed {
                reader.report("a \(chart) needs its data", fix: "add `data: values.csv` (columns period, name, value; or a period column and a column per name)")
            }
            return false
        }
        // Images as an image layer's: watched by the preview, never written over by a render,
        // and checked (header and decoding) by `validate` rather than failing mid-render.
        if let images = keys["images"], case .mapping = images.node, let entries = images.entries(what: "image files by name") {
            for (name, value) in entries {
                guard let path = draft.chart.race.story.images[name] else { continue }
                reader.context.inputFiles.add(path)
                guard reader.context.checkImage(path, named: value.scalarText ?? path, at: value) else { return false }
            }
        }
        let race = draft.chart.race
        do throws(DataTable.Problem) {
            draft.chart.race.story.data = try RaceTable.read(table, period: race.periodColumn, name: race.nameColumn, value: race.valueColumn)
        } catch {
            at.report(error.message, fix: error.fix)
            return false
        }
        let data = draft.chart.race.story.data
        if draft.chart.race.story.missing == nil {
            for (k, row) in data.values.enumerated() {
                guard let i = row.firstIndex(where: { $0 == nil }) else { continue }
                at.report("'\(table.file)' has no value for '\(data.names[i])' in '\(data.periods[k])'",
                    fix: "add the value, or say what a missing value is with `missing: zero`, `hold` or `skip`")
                return false
            }
        }
        return true
    }
}
