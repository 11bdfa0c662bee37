import Charts
import Scene

/// How a chart that moves between data states (`ChartType.stateKeys`) reads its states: inline,
/// or from the layer's data file, each problem reported where the scene writes it.
enum ChartStatesReader {

    /// Reads the states of a chart of `type` into `draft.chart.states` and checks them; `true`
    /// when there are none, `false` after reporting a problem.
    static func read(_ draft: inout LayerDraft, _ reader: NodeReader, _ keys: KeyedNodes, type: ChartType) -> Bool {
        // `name` and `value` only say where states are read from: without `states` the chart
        // would quietly be drawn from its defaults, not from the file.
        if type.stateReveal != nil, draft.chart.statesSource == nil, let key = ["name", "value"].first(where: { keys[$0] != nil }), let at = keys[key] {
            let labels = type.keys.contains { $0.name == "xLabels" } ? " and `xLabels: <column of names>`" : ""
            at.report("`\(key)` names a column the chart's states are read from, but the chart has no `states`",
                fix: "add `states: <column of states>` to move between states, or draw the file once with `values: <column of values>`\(labels)")
            return false
        }
        guard let reveal = type.stateReveal, let source = draft.chart.statesSource, let at = keys["states"] else { return true }
        let chart = type.chartName, revealEnd = reveal(draft.chart), allowsNegative = type.negativeStates
        var states = draft.chart.stateClock
        switch source {
        case .inline(let list):
            states.states = list
        case .column(let column):
            guard let table = reader.context.dataTable else {
                if !reader.context.dataFileFailed {
                    at.report("'\(column.echoed)' names the data file's column of states, but this layer has no `data` file",
                        fix: "add `data: sales.csv` (columns state, name, value) to the layer, or write the states as a list")
                }
                return false
            }
            let name = draft.chart.stateNameColumn, value = draft.chart.stateValueColumn
            // A line chart's lines each from a column of the file (`series: [{values: north},
            // {values: south}]`, a number per row): their values are the states' lines.
            let rowCount = table.columns.values.map(\.count).max() ?? 0
            let lines = draft.chart.line.series.map(\.values)
            let fromLines = type.name == ChartType.lineChart.name && keys["series"] != nil && !lines.isEmpty
                && lines.allSatisfy { $0.count == rowCount }
            // A missing column is reported at the key naming it.
            for (key, wanted) in [("states", column), ("name", name)] + (fromLines ? [] : [("value", value)]) {
                do throws(DataTable.Problem) { _ = try table.column(wanted) } catch {
                    (keys[key] ?? at).report(error.message, fix: error.fix)
                    return false
                }
            }
            do throws(DataTable.Problem) {
                states.states = try rows(table, stateColumn: column, name: name, value: value, lines: fromLines ? lines : nil)
            } catch {
                at.report(error.message, fix: error.fix)
                return false
            }
        }
        if !draft.chart.stateTimes.isEmpty {
            guard draft.chart.stateTimes.count == states.states.count else {
                (keys["stateTimes"] ?? at).report("\(draft.chart.stateTimes.count) state times for \(states.states.count) states",
                    fix: "give one time per state (\(states.states.map(\.name).joined(separator: ", ").echoed)), or `stateDuration: 2s`")
                return false
            }
            for k in states.states.indices { states.states[k].time = draft.chart.stateTimes[k] }
        }
        // A problem of one state is reported at that state, when the scene writes them inline.
        var items: [NodeReader]?
        if case .sequence = at.node { items = at.sequence() }
        for k in states.states.indices {
            var upTo = states
            upTo.states = Array(states.states[...k])
            do throws(ChartError) {
                try ChartStates([states.states[k]]).validate(chart: chart, allowsNegative: allowsNegative)
                _ = try upTo.times(revealEnd: revealEnd, chart: chart)
            } catch {
                let place = items.map { $0[k] } ?? at
                // The fix goes on its own line.
                place.report(error.message, fix: error.fix)
                return false
            }
        }
        do throws(ChartError) {
            try states.validate(chart: chart, allowsNegative: allowsNegative)
        } catch {
            at.report(error.message, fix: error.fix)
            return false
        }
        draft.chart.states = states
        return true
    }

    /// The states of a long-form table: rows grouped by their state (in the order states first
    /// appear), each row a name and its value (or, given `lines`, a number per row of each line).
    static func rows(_ table: DataTable, stateColumn: String, name: String, value: String, lines: [[Double]]? = nil) throws(DataTable.Problem) -> [ChartState] {
        let stateCells = try table.column(stateColumn), names = try table.column(name)
        let values: [Double]
        if let first = lines?.first { values = first } else { values = try table.numbers(value, in: NodeReader.dataRange) }
        let more = Array((lines ?? []).dropFirst())
        var states: [ChartState] = []
        var index: [String: Int] = [:]
        var rows: [String: [String: Int]] = [:]
        for (row, state) in stateCells.enumerated() {
            let k = index[state] ?? {
                states.append(ChartState(name: state, names: [], values: []))
                index[state] = states.count - 1
                return states.count - 1
            }()
            if let earlier = rows[state]?[names[row]] {
                throw DataTable.Problem(
                    message: "rows \(earlier + 2) and \(row + 2) of '\(table.file)' both give '\(names[row].echoed)' in state '\(state.echoed)'",
                    fix: "give each name once per state: marks are matched by name from state to state")
            }
            rows[state, default: [:]][names[row]] = row
            states[k].names.append(names[row])
            states[k].values.append(values[row])
            if states[k].moreValues.isEmpty { states[k].moreValues = more.map { _ in [] } }
            for i in more.indices { states[k].moreValues[i].append(more[i][row]) }
        }
        return states
    }
}
