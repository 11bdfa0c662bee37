import Charts
import Scene

/// How the data file of a chart that tells a story (`ChartType.tellsStory`) becomes the story,
/// through the columns `ChartType.storyKeys` name.
enum RaceStoryReader {
    /// Reads the layer's data file into the story; `false` after reporting why it could not.
    static func read(_ draft: inout LayerDraft, _ reader: NodeReader, _ keys: KeyedNodes, chart: String) -> Bool {
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
