import Foundation
import Scene

/// A chart's data file, read into named columns: CSV with a header row, or JSON as a list of
/// records (`[{"month": "Jan", "sales": 12}, …]`) or as columns (`{"month": [...], "sales": [...]}`).
struct DataTable: Sendable, Equatable {
    /// The file as messages name it.
    var file: String
    var columnNames: [String]
    /// Each column's cells, as text, in row order.
    var columns: [String: [String]]

    /// Why a data file could not be read: a message and a fix.
    struct Problem: Error {
        var message: String
        var fix: String
    }

    /// Reads `path` (CSV or JSON by its extension); `file` names it in messages.
    static func read(_ path: String, file: String) throws(Problem) -> DataTable {
        if InputFile.isSpecial(path) {
            throw Problem(message: "the data file '\(file.echoed)' is not a regular file", fix: "name a .csv or .json file next to the scene")
        }
        if let size = InputFile.oversized(path, limit: InputLimits.dataFileBytes) {
            throw Problem(message: "the data file '\(file)' is \(size >> 20) MB; data files are at most \(InputLimits.dataFileBytes >> 20) MB",
                fix: "aggregate the data first: a chart draws at most \(InputLimits.chartValues) values")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw Problem(
                message: exists ? "the data file '\(path)' cannot be read" : "the data file '\(path)' does not exist",
                fix: "data paths are relative to the scene's directory; give a .csv or .json file there")
        }
        let text = String(decoding: data, as: UTF8.self)
        let table: DataTable
        switch (path as NSString).pathExtension.lowercased() {
        case "csv": table = try csv(text, file: file)
        case "json": table = try json(data, file: file)
        default:
            throw Problem(message: "cannot tell the format of the data file '\(file)'", fix: "use a .csv file with a header row, or a .json file")
        }
        let rows = table.columns.values.map(\.count).max() ?? 0
        // A header alone: a chart would otherwise be drawn from its defaults, not from the file.
        guard rows > 0 else {
            throw Problem(message: "the data file '\(file)' has no rows of data",
                fix: table.columnNames.isEmpty ? "give records, such as [{\"month\": \"Jan\", \"sales\": 12}]"
                    : "add a row for each value under the header (\(table.columnNames.joined(separator: ",").echoed))")
        }
        guard rows <= InputLimits.dataRows else {
            throw Problem(message: "the data file '\(file)' has \(rows) rows; data files have at most \(InputLimits.dataRows)",
                fix: "aggregate the data first: a chart draws at most \(InputLimits.chartValues) values")
        }
        for (name, cells) in table.columns.sorted(by: { $0.key < $1.key }) {
            // utf8.count is O(1) for native strings; only a long cell is counted in characters.
            guard let row = cells.firstIndex(where: { $0.utf8.count > InputLimits.chartText && $0.count > InputLimits.chartText }) else { continue }
            throw Problem(
                message: "row \(row + 1) of column '\(name.echoed)' in the data file '\(file)' is \(cells[row].count) characters long; "
                    + "a chart text is at most \(InputLimits.chartText) characters",
                fix: "shorten the cell: labels, names and periods are at most \(InputLimits.chartText) characters")
        }
        return table
    }

    static func csv(_ text: String, file: String) throws(Problem) -> DataTable {
        let parsed: [[String]]
        do throws(CSVParser.UnterminatedQuote) {
            parsed = try CSVParser.rows(text)
        } catch {
            throw Problem(
                message: "line \(error.line) of '\(file)' opens a quoted cell that is never closed",
                fix: "end the cell with a double quote (write a quote inside a quoted cell as \"\")")
        }
        let rows = parsed.filter { !($0.count == 1 && $0[0].trimmingCharacters(in: .whitespaces).isEmpty) }
        guard let header = rows.first else {
            throw Problem(message: "the data file '\(file)' is empty", fix: "start it with a header row naming the columns, such as `month,sales`")
        }
        let names = header.map { $0.trimmingCharacters(in: .whitespaces) }
        var columns: [String: [String]] = [:]
        for name in names { columns[name] = [] }
        for (index, row) in rows.dropFirst().enumerated() {
            guard row.count == names.count else {
                throw Problem(
                    message: "row \(index + 2) of '\(file)' has \(row.count) cell\(row.count == 1 ? "" : "s") but the header has \(names.count)",
                    fix: "give every row one cell per column (quote cells that contain commas)")
            }
            for (name, cell) in zip(names, row) { columns[name]!.append(cell.trimmingCharacters(in: .whitespaces)) }
        }
        return DataTable(file: file, columnNames: names, columns: columns)
    }

    static func json(_ data: Data, file: String) throws(Problem) -> DataTable {
        let fix = "write a list of records, [{\"month\": \"Jan\", \"sales\": 12}, …], or columns, {\"month\": [\"Jan\", …], \"sales\": [12, …]}"
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            throw Problem(message: "the data file '\(file)' is not valid JSON", fix: fix)
        }
        func cell(_ value: Any) -> String {
            if let number = value as? NSNumber { return number.stringValue }
            return value as? String ?? "\(value)"
        }
        if let records = object as? [[String: Any]] {
            var names: [String] = []
            for record in records { for key in record.keys.sorted() where !names.contains(key) { names.append(key) } }
            var columns: [String: [String]] = [:]
            for name in names { columns[name] = records.map { $0[name].map(cell) ?? "" } }
            return DataTable(file: file, columnNames: names, columns: columns)
        }
        if let table = object as? [String: [Any]] {
            let names = table.keys.sorted()
            return DataTable(file: file, columnNames: names, columns: table.mapValues { $0.map(cell) })
        }
        throw Problem(message: "the data file '\(file)' is neither a list of records nor a mapping of columns", fix: fix)
    }

    /// A column's cells, or the problem naming the columns there are.
    func column(_ name: String) throws(Problem) -> [String] {
        guard let cells = columns[name] else {
            let fix = Suggestion.closest(to: name, in: columnNames).map { "did you mean '\($0)'?" }
                ?? "the columns of '\(file)' are \(columnNames.joined(separator: ", ").echoed)"
            throw Problem(message: "'\(file)' has no column '\(name.echoed)'", fix: fix)
        }
        return cells
    }

    /// A column as numbers.
    func numbers(_ name: String, in range: ClosedRange<Double>) throws(Problem) -> [Double] {
        var values: [Double] = []
        for (index, cell) in try column(name).enumerated() {
            guard let value = Double(cell.replacingOccurrences(of: "_", with: "")), value.isFinite else {
                throw Problem(
                    message: "row \(index + 2) of '\(file)' has '\(cell.echoed)' in the column '\(name.echoed)', which is not a number",
                    fix: "write plain numbers in that column (no units or thousands separators)")
            }
            guard range.contains(value) else {
                throw Problem(
                    message: "row \(index + 2) of '\(file)' has \(cell) in the column '\(name)', which is out of range",
                    fix: "use values from \(range.lowerBound.plainText) to \(range.upperBound.plainText) (scale the data, and say so in a label)")
            }
            values.append(value)
        }
        return values
    }
}
