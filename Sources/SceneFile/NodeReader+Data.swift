import Scene

/// Chart data: inline lists, or columns of the layer's `data` file by name.
extension NodeReader {
    /// The magnitude chart data may have (`InputLimits.chartMagnitude`).
    static let dataRange: ClosedRange<Double> = -InputLimits.chartMagnitude...InputLimits.chartMagnitude

    /// Numbers: a list, or the name of a column of the layer's `data` file.
    func dataNumbers() -> [Double]? {
        if case .sequence(let items) = node {
            guard items.count <= InputLimits.chartValues else {
                report("\(items.count) values are more than a chart draws (\(InputLimits.chartValues))", fix: "give at most \(InputLimits.chartValues) values: aggregate the data first")
                return nil
            }
            return numberList(in: Self.dataRange)
        }
        guard let (table, name) = dataColumnReference() else { return nil }
        do throws(DataTable.Problem) {
            let values = try table.numbers(name, in: Self.dataRange)
            guard values.count <= InputLimits.chartValues else {
                report("the column '\(name.echoed)' has \(values.count) values, more than a chart draws (\(InputLimits.chartValues))",
                    fix: "give at most \(InputLimits.chartValues) rows: aggregate the data first")
                return nil
            }
            return values
        } catch {
            report(error.message, fix: error.fix)
            return nil
        }
    }

    /// Texts: a list, or the name of a column of the layer's `data` file.
    func dataTexts() -> [String]? {
        if case .sequence = node { return stringList() }
        guard let (table, name) = dataColumnReference() else { return nil }
        do throws(DataTable.Problem) {
            return try table.column(name)
        } catch {
            report(error.message, fix: error.fix)
            return nil
        }
    }

    private func dataColumnReference() -> (DataTable, String)? {
        guard let name = scalarText, !name.isEmpty else {
            report("expected a list or a column name, found \(shortDescription)", fix: "write the values as [1, 2, 3], or name a column of the layer's `data` file")
            return nil
        }
        guard let table = context.dataTable else {
            if context.dataFileFailed { return nil }
            report("'\(name.echoed)' names a data column, but this layer has no `data` file",
                fix: "add `data: sales.csv` (a file next to the scene) to the layer, or write the values as a list such as [1, 2, 3]")
            return nil
        }
        return (table, name)
    }
}
