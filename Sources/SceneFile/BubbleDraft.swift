import Charts
import Foundation
import Scene

/// What a `bubble-race` layer reads besides the chart's own settings: its long-form columns,
/// each a list or a column of the layer's `data` file (by default the column named as the key).
struct BubbleDraft {
    var race = BubbleRace()
    var periods: [String] = []
    var names: [String] = []
    var xs: [Double] = []
    var ys: [Double] = []
    var sizes: [Double] = []
    var groups: [String] = []

    /// The keys of the columns, in the order a row is written.
    static let columns = ["period", "name", "x", "y", "size", "group"]

    /// Fills the columns the layer did not give from its data file's columns of the same name
    /// (`group` only when there is one), then joins them into the chart's data; `false` after
    /// reporting what is missing or inconsistent.
    mutating func prepare(_ reader: NodeReader, _ keys: KeyedNodes) -> Bool {
        let table = reader.context.dataTable
        if table == nil, reader.context.dataFileFailed { return false }
        for column in Self.columns where keys[column] == nil {
            guard let table else {
                if column == "group" { continue }
                reader.report("a bubble race needs its `\(column)` column",
                    fix: "add `data: bubbles.csv` (columns period, name, x, y, size and optionally group), or give `\(column):` as a list")
                return false
            }
            if column == "group", !table.columnNames.contains("group") { continue }
            do throws(DataTable.Problem) {
                switch column {
                case "period":
                    // As a race's: without a `period` column, the first (a CSV's columns have an order).
                    let first = (table.file as NSString).pathExtension.lowercased() == "json" ? nil : table.columnNames.first
                    periods = try table.column(table.columnNames.contains(column) ? column : first ?? column)
                case "name": names = try table.column(column)
                case "group": groups = try table.column(column)
                case "x": xs = try table.numbers(column, in: NodeReader.dataRange)
                case "y": ys = try table.numbers(column, in: NodeReader.dataRange)
                default: sizes = try table.numbers(column, in: NodeReader.dataRange)
                }
            } catch {
                let missing = !table.columnNames.contains(column)
                reader.report(error.message, fix: missing ? "name the layer's \(column) column with `\(column): <column>`; " + error.fix : error.fix)
                return false
            }
        }
        let counts = [("period", periods.count), ("name", names.count), ("x", xs.count), ("y", ys.count), ("size", sizes.count)]
            + (groups.isEmpty ? [] : [("group", groups.count)])
        if let odd = counts.first(where: { $0.1 != counts[0].1 }) {
            (keys[odd.0] ?? reader).report("`\(odd.0)` has \(odd.1) values but `period` has \(counts[0].1)",
                fix: "give every column one value per row (a row is a name's bubble in one period)")
            return false
        }
        guard periods.count <= InputLimits.chartValues else {
            reader.report("the bubble race has \(periods.count) rows, more than a chart draws (\(InputLimits.chartValues))",
                fix: "aggregate the data to fewer periods or names")
            return false
        }
        let rows = periods.indices.map { r in
            BubbleData.Row(period: periods[r], name: names[r], x: xs[r], y: ys[r], size: sizes[r], group: groups.isEmpty ? nil : groups[r])
        }
        do throws(ChartError) {
            race.data = try BubbleData(rows: rows)
        } catch {
            (keys["data"] ?? reader).report(error.description, fix: error.fix)
            return false
        }
        return true
    }
}
