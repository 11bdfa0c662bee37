import Charts
import Foundation
import Scene
import Testing
import TestSupport
@testable import SceneFile

/// Chart data from files next to the scene: CSV and JSON columns by name.
@Suite struct ChartDataTests {
    let directory = TemporaryDirectory()

    func write(_ text: String, _ name: String) throws {
        try text.write(toFile: directory.file(name), atomically: true, encoding: .utf8)
    }

    func decode(_ layer: String) throws(SceneFileError) -> Scene {
        try SceneDecoder.decode(yaml: "size: [340, 340]\nduration: 2\nlayers:\n  - \(layer)\n", file: "test.yaml",
            directory: directory.path, measuring: FixedTextMetrics())
    }

    func errors(_ layer: String) -> [Diagnostic] {
        do { _ = try decode(layer); return [] } catch { return error.diagnostics }
    }

    /// The chart a bar-chart layer with these values and labels expands to, built in Swift.
    func expected(_ values: [Double], _ labels: [String]) throws -> [Layer] {
        var chart = BarChart(size: Size(width: 300, height: 300))
        chart.values = values
        chart.xLabels = labels
        return try chart.layer(measuring: FixedTextMetrics()).sublayers
    }

    @Test func csvColumnsByName() throws {
        try write("month,sales,\"note, quoted\"\nJan,12,a\nFeb,30.5,\"b, c\"\r\nMar,7,d\n", "sales.csv")
        let scene = try decode("{type: bar-chart, frame: [0, 0, 300, 300], data: sales.csv, values: sales, xLabels: month}")
        #expect(scene.layers[0].sublayers[0].sublayers == (try expected([12, 30.5, 7], ["Jan", "Feb", "Mar"])))
    }

    @Test func jsonRecordsAndColumns() throws {
        try write(#"[{"month": "Jan", "sales": 12}, {"month": "Feb", "sales": 30.5}]"#, "records.json")
        try write(#"{"month": ["Jan", "Feb"], "sales": [12, 30.5]}"#, "columns.json")
        let want = try expected([12, 30.5], ["Jan", "Feb"])
        for file in ["records.json", "columns.json"] {
            let scene = try decode("{type: bar-chart, frame: [0, 0, 300, 300], values: sales, xLabels: month, data: \(file)}")
            #expect(scene.layers[0].sublayers[0].sublayers == want, "\(file)")
        }
    }

    @Test func problemsWithDataSayWhereAndHow() throws {
        try write("month,sales\nJan,12\nFeb,lots\n", "sales.csv")
        #expect(errors("{type: bar-chart, frame: [0, 0, 300, 300], data: sales.csv, values: sale}").map(\.description) == [
            "test.yaml:4:73: error: 'sales.csv' has no column 'sale' (at layers[0].values)\n    fix: did you mean 'sales'?",
        ])
        #expect(errors("{type: bar-chart, frame: [0, 0, 300, 300], data: sales.csv, values: sales}").map(\.message) == [
            "row 3 of 'sales.csv' has 'lots' in the column 'sales', which is not a number",
        ])
        #expect(errors("{type: bar-chart, frame: [0, 0, 300, 300], data: missing.csv, values: sales}").map(\.message) == [
            "the data file '\(directory.file("missing.csv"))' does not exist",
        ])
        #expect(errors("{type: bar-chart, frame: [0, 0, 300, 300], values: sales}").map(\.message) == [
            "'sales' names a data column, but this layer has no `data` file",
        ])
        try write("a,b\n1\n", "ragged.csv")
        #expect(errors("{type: bar-chart, frame: [0, 0, 300, 300], data: ragged.csv, values: a}").map(\.message) == [
            "row 2 of 'ragged.csv' has 1 cell but the header has 2",
        ])
        // A column that fails is reported once: the chart does not also say it is missing.
        try write("year,name,gdp,life,people\n2000,A,30000000000000000,70,5\n", "world.csv")
        #expect(errors("{type: bubble-race, data: world.csv, period: year, name: name, x: gdp, y: life, size: people}").map(\.message) == [
            "row 2 of 'world.csv' has 30000000000000000 in the column 'gdp', which is out of range",
        ])
    }

    /// A chart is drawn from the file or not at all: a header without rows, or `name` and
    /// `value` (the columns states are read from) on a chart without `states`, would otherwise
    /// draw the chart's demonstration values.
    @Test func aChartIsNeverDrawnFromItsDefaultsInsteadOfItsFile() throws {
        try write("month,sales\n", "header.csv")
        try write("[]", "none.json")
        for layer in ["{type: bar-chart, data: header.csv, values: sales}", "{type: pie-chart, data: header.csv, values: sales}",
                      "{type: bubble-race, data: header.csv, period: month, name: month, x: sales, y: sales, size: sales}",
                      "{type: bar-race, data: header.csv, period: month, name: month, value: sales}",
                      "{type: bar-chart, data: header.csv, states: month, name: month, value: sales}"] {
            #expect(errors(layer).map(\.message) == ["the data file 'header.csv' has no rows of data"], "\(layer)")
        }
        #expect(errors("{type: bar-chart, data: none.json, values: sales}").map(\.message) == ["the data file 'none.json' has no rows of data"])
        try write("month,sales\nJan,12\n", "sales.csv")
        for type in ["bar-chart", "pie-chart", "line-chart"] {
            let found = errors("{type: \(type), data: sales.csv, name: month, value: sales}")
            #expect(found.map(\.message) == ["`name` names a column the chart's states are read from, but the chart has no `states`"], "\(type)")
            #expect(found.first?.fix?.contains("values: <column of values>") == true, "\(type)")
        }
        _ = try decode("{type: bar-chart, data: sales.csv, states: [{state: Q1, values: {a: 1}}], name: month}")
    }

    /// Spreadsheets on Windows save CSV with a byte-order mark: it is not part of the first
    /// column's name.
    @Test func aCSVByteOrderMarkIsDropped() throws {
        try write("\u{FEFF}month,sales\nJan,12\nFeb,30.5\n", "bom.csv")
        let scene = try decode("{type: bar-chart, frame: [0, 0, 300, 300], data: bom.csv, values: sales, xLabels: month}")
        #expect(scene.layers[0].sublayers[0].sublayers == (try expected([12, 30.5], ["Jan", "Feb"])))
    }

    @Test func anUnterminatedQuoteIsReportedWithItsLine() throws {
        try write("month,sales\nJan,12\n\"Feb,30\nMar,7\n", "open.csv")
        #expect(errors("{type: bar-chart, frame: [0, 0, 300, 300], data: open.csv, values: sales}").map(\.message) == [
            "line 3 of 'open.csv' opens a quoted cell that is never closed",
        ])
        #expect(throws: CSVParser.UnterminatedQuote(line: 2)) { try CSVParser.rows("a,b\r\n1,\"x\r\ny") }
    }

    @Test func theCSVParserFollowsRFC4180() throws {
        #expect(try CSVParser.rows("a,\"b \"\"x\"\", y\",c\r\n1,,3") == [["a", "b \"x\", y", "c"], ["1", "", "3"]])
    }
}

/// Bounded work for any input (issue 11).
@Suite struct InputLimitTests {
    @Test func dataFileWithMoreRowsThanTheLimitIsRejected() throws {
        let directory = TemporaryDirectory()
        let rows = (0...InputLimits.dataRows).map { "m\($0),1" }.joined(separator: "\n")
        try ("month,sales\n" + rows + "\n").write(toFile: directory.file("big.csv"), atomically: true, encoding: .utf8)
        let errors = SceneFixtures.errors(SceneFixtures.scene(layers: "  - {type: bar-chart, frame: [0, 0, 64, 36], data: big.csv, values: sales}\n"),
            directory: directory.path)
        #expect(errors.map(\.message) == ["the data file 'big.csv' has \(InputLimits.dataRows + 1) rows; data files have at most \(InputLimits.dataRows)"])
    }

    /// A file included many times is decoded once, and every copy counts towards the layer limit.
    @Test func aFileIncludedThreeTimesGivesThreeCopies() throws {
        let directory = TemporaryDirectory()
        // Without ids: the copies of an id would be a duplicate.
        try "size: [10, 10]\nduration: 1\nlayers: [{path: \"M 0 0 L 1 1\"}]\n"
            .write(toFile: directory.file("part.yaml"), atomically: true, encoding: .utf8)
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: "  - include: part.yaml\n  - include: part.yaml\n  - include: part.yaml\n"),
            directory: directory.path)
        #expect(scene.layers.count == 3 && scene.layers.allSatisfy { $0.sublayers.count == 1 })
    }

    @Test func layersNestedToTheDepthLimitDecode() throws {
        var yaml = "  - {}\n"
        for _ in 1..<InputLimits.nestingDepth { yaml = "  - sublayers:\n" + yaml.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n" }
        _ = try SceneFixtures.decode(SceneFixtures.scene(layers: yaml))
        let deeper = "  - sublayers:\n" + yaml.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
        #expect(SceneFixtures.errors(SceneFixtures.scene(layers: deeper)).map(\.message)
            == ["layers or animation groups nest more than \(InputLimits.nestingDepth) levels deep here"])
    }
}
