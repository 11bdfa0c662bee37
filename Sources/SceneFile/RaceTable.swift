import Charts
import Foundation

/// A data story's table read from the layer's `data` file, in long form (a row per period and
/// name) or wide form (a row per period, a column per name).
enum RaceTable {
    /// The most rows a data story's file may have.
    static let maximumRows = 200_000

    static func read(_ table: DataTable, period: String?, name: String?, value: String?) throws(DataTable.Problem) -> RaceData {
        let rows = table.columnNames.first.map { table.columns[$0]?.count ?? 0 } ?? 0
        guard rows <= maximumRows else {
            throw DataTable.Problem(message: "'\(table.file)' has \(rows) rows, more than a data story reads (\(maximumRows))",
                fix: "aggregate the data to fewer periods (years instead of days) or fewer names first")
        }
        // JSON objects have no key order: "the first column" means nothing there.
        if period == nil, (table.file as NSString).pathExtension.lowercased() == "json" {
            throw DataTable.Problem(message: "'\(table.file)' is JSON, whose columns have no order, so the period column must be named",
                fix: "add `period:` naming the column of periods, such as `period: year`")
        }
        guard let periodName = period ?? table.columnNames.first else {
            throw DataTable.Problem(message: "'\(table.file)' has no columns", fix: "start it with a header row such as `year,name,value`")
        }
        let periods = try table.column(periodName)
        switch (name, value) {
        case let (name?, value?):
            return try long(table, periods: periods, names: try table.column(name), values: try table.column(value), valueColumn: value)
        case (nil, nil):
            return try wide(table, periodColumn: periodName, periods: periods)
        default:
            throw DataTable.Problem(message: "`name` and `value` go together: long-form data names both columns",
                fix: "give both `name:` and `value:` (long form), or neither for wide form (a column per name)")
        }
    }

    private static func long(_ table: DataTable, periods cells: [String], names nameCells: [String], values: [String], valueColumn: String)
        throws(DataTable.Problem) -> RaceData
    {
        var periods: [String] = [], names: [String] = []
        var periodIndex: [String: Int] = [:], nameIndex: [String: Int] = [:]
        var cellsByPeriod: [[Int: (Double, Int)]] = []
        for row in cells.indices {
            let period = cells[row], name = nameCells[row]
            if periodIndex[period] == nil { periodIndex[period] = periods.count; periods.append(period); cellsByPeriod.append([:]) }
            if nameIndex[name] == nil { nameIndex[name] = names.count; names.append(name) }
            guard let number = try number(values[row], row: row, column: valueColumn, file: table.file) else { continue }
            let k = periodIndex[period]!, i = nameIndex[name]!
            if let (_, first) = cellsByPeriod[k][i] {
                throw DataTable.Problem(message: "rows \(first + 2) and \(row + 2) of '\(table.file)' both give '\(name)' in '\(period)'",
                    fix: "keep one value per name and period")
            }
            cellsByPeriod[k][i] = (number, row)
        }
        guard names.count <= RaceData.maximumNames else {
            throw DataTable.Problem(message: "'\(table.file)' has \(names.count) names, more than a data story ranks (\(RaceData.maximumNames))",
                fix: "keep the names that ever reach the top and drop the rest")
        }
        let grid = cellsByPeriod.map { cells in names.indices.map { cells[$0]?.0 } }
        return RaceData(periods: periods, names: names, values: grid)
    }

    private static func wide(_ table: DataTable, periodColumn: String, periods: [String]) throws(DataTable.Problem) -> RaceData {
        var seen: [String: Int] = [:]
        for (row, period) in periods.enumerated() {
            if let first = seen[period] {
                throw DataTable.Problem(message: "rows \(first + 2) and \(row + 2) of '\(table.file)' are both the period '\(period)'",
                    fix: "give each period one row (wide form), or name the `name` and `value` columns (long form)")
            }
            seen[period] = row
        }
        var columns: [(name: String, values: [Double?])] = []
        for name in table.columnNames where name != periodColumn {
            var values: [Double?] = []
            for (row, cell) in try table.column(name).enumerated() {
                values.append(try number(cell, row: row, column: name, file: table.file))
            }
            columns.append((name, values))
        }
        guard !columns.isEmpty else {
            throw DataTable.Problem(message: "'\(table.file)' has only the period column",
                fix: "add a column per name (wide form), or name the `name` and `value` columns (long form)")
        }
        return RaceData(periods: periods, columns: columns)
    }

    /// A cell's number; `nil` for an empty cell (a missing value).
    private static func number(_ cell: String, row: Int, column: String, file: String) throws(DataTable.Problem) -> Double? {
        guard !cell.isEmpty else { return nil }
        guard let value = Double(cell.replacingOccurrences(of: "_", with: "")), value.isFinite else {
            throw DataTable.Problem(message: "row \(row + 2) of '\(file)' has '\(cell)' in the column '\(column)', which is not a number",
                fix: "write plain numbers in that column (no units or thousands separators), or leave the cell empty for a missing value")
        }
        return value
    }
}
