import Charts
import Foundation
import Scene

extension RaceData {
    /// A data story's table read from a CSV or JSON file, as a scene's `data:` reads it — for
    /// building a `BarRace` or `LineRace` from Swift:
    ///
    /// ```swift
    /// let data = try RaceData(contentsOf: "renewables.csv", period: "year", name: "country", value: "twh")
    /// let race = try BarRace(story: RaceStory(data: data)).layer(measuring: TextMeasurer())
    /// ```
    ///
    /// Long form names the `name` and `value` columns (one row per period and name); wide form
    /// omits both (the `period` column, the first when omitted, then one column per name).
    /// Missing cells are `nil`: set `RaceStory.missing` to say what they are.
    public init(contentsOf path: String, period: String? = nil, name: String? = nil, value: String? = nil) throws(ChartError) {
        let file = (path as NSString).lastPathComponent
        do throws(DataTable.Problem) {
            self = try RaceTable.read(try DataTable.read(path, file: file), period: period, name: name, value: value)
        } catch {
            throw .invalidData(chart: "data story", message: error.message, fix: error.fix)
        }
    }
}
