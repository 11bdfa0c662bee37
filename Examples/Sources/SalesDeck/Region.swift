import Foundation
import SwiftCSV

/// One row of regions.csv: a region's revenue in each quarter (thousands).
struct Region {
    var name: String
    var quarters: [Double]

    var q4: Double { quarters.last ?? 0 }
    /// Growth from the first quarter to the last, as a fraction.
    var growth: Double { quarters.first.map { $0 > 0 ? q4 / $0 - 1 : 0 } ?? 0 }

    static func read(_ path: String) throws -> [Region] {
        let csv = try CSV<Named>(url: URL(fileURLWithPath: path))
        let quarterColumns = csv.header.filter { $0 != "region" }
        return try csv.rows.map { row in
            let quarters = try quarterColumns.map { column in
                guard let value = row[column].flatMap(Double.init) else { throw DataError(path: path, row: row, column: column) }
                return value
            }
            return Region(name: row["region"] ?? "?", quarters: quarters)
        }
    }
}

struct DataError: Error, CustomStringConvertible {
    let path: String, row: [String: String], column: String
    var description: String { "\(path): '\(column)' is not a number in \(row); write a plain number such as 42" }
}
