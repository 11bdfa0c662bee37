import Charts
import Foundation
import Scene

/// The keys `bar-race` and `line-race` share, and how their data file becomes the story.
enum RaceProperties {
    typealias Definition = PropertyDefinition<LayerDraft>

    static let common: [Definition] = [
        .value("period", .text, \.chart.race.periodColumn, example: "month",
            "The data's column of periods, shown in the file's order (the first column when omitted).") { $0.string() },
        .value("name", .text, \.chart.race.nameColumn, example: "country",
            "Long form: the column of names (with `value`). Omit both for wide form: a column per name.") { $0.string() },
        .value("value", .text, \.chart.race.valueColumn, example: "population",
            "Long form: the column of values (with `name`).") { $0.string() },
        .number("periodDuration", .time(0.001...3600), \.chart.race.story.periodDuration, example: "1s",
            "The time from one period to the next: period k is shown exactly at startTime + k × periodDuration."),
        ChartProperties.startTime(\.chart.race.story.startTime),
        ChartProperties.timing(\.chart.race.story.timing, "How values move between periods; easeInEaseOut by default."),
        Definition("missing", .choice(RaceMissing.allCases.map(\.rawValue)), example: "hold",
            "What a missing value is: `zero`, `hold` (the last value) or `skip` (the name sits the period out); without it a missing value is an error.") {
            reader, draft in
            guard let name = reader.choice(RaceMissing.allCases.map(\.rawValue), what: "value for 'missing'") else { return false }
            draft.chart.race.story.missing = RaceMissing(rawValue: name)
            return true
        },
        .text("title", \.chart.race.story.title, example: "\"World population\"", "The title at the top left."),
        .text("caption", \.chart.race.story.caption, example: "\"Source: UN\"", "A source line at the bottom left."),
        Definition("valueFormat", .text, example: "short",
            "How values are written: `short` (12.5 K, 708 M, 1.2 B; the default) or a printf format such as \"%.1f%%\".") { reader, draft in
            if reader.scalarText == "short" {
                draft.chart.race.story.valueFormat = .short
                return true
            }
            guard let format = reader.numberFormat() else { return false }
            draft.chart.race.story.valueFormat = format
            return true
        },
        Definition("colors", .oneOf([.dictionary(.color), .list(.color)]), example: "{China: \"#ef4444\", India: \"#f59e0b\"}",
            "A colour per name, or a palette the names take in data order; each name keeps its colour all along.") { reader, draft in
            if case .sequence = reader.node {
                guard let palette = reader.colorList(), !palette.isEmpty else { return false }
                draft.chart.race.story.palette = palette
                return true
            }
            guard let entries = reader.entries(what: "colours by name, or a list of colours") else { return false }
            for (name, value) in entries {
                guard let color = value.color() else { return false }
                draft.chart.race.story.colors[name] = color
            }
            return true
        },
        Definition("images", .dictionary(.text), example: "{China: flags/cn.png}",
            "A PNG or JPEG per name, next to the scene, drawn at the bar's end or the line's head.") { reader, draft in
            guard let entries = reader.entries(what: "image files by name") else { return false }
            for (name, value) in entries {
                guard let file = value.string() else { return false }
                let resolved = reader.context.resolve(file)
                // As an image layer's: watched by the preview, never written over by a render,
                // and checked (header and decoding) by `validate` rather than failing mid-render.
                reader.context.inputFiles.add(resolved)
                guard reader.context.checkImage(resolved, named: file, at: value) else { return false }
                draft.chart.race.story.images[name] = resolved
            }
            return true
        },
        Definition("fontFamily", .text, example: "\"DejaVu Sans\"", "The family of every text; DejaVu Sans by default.") { reader, draft in
            guard let family = reader.fontFamily(checkingInstalled: true) else { return false }
            draft.chart.race.story.fontFamily = family
            return true
        },
        .optionalColor("chartBackground", \.chart.race.story.background, example: "\"#fafaf9\"", "The chart's background; `none` for a transparent one."),
        .color("textColor", \.chart.race.story.textColor, example: "\"#111827\"", "The title's and names' colour."),
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
