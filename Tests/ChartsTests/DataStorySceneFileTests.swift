import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport
@testable import Charts

/// `bar-race` and `line-race` in scene files: both data forms, missing values, limits.
@Suite struct DataStorySceneFileTests {
    let directory = TemporaryDirectory()

    func decode(_ layer: String, files: [String: String]) throws -> Scene {
        for (name, text) in files { FileManager.default.createFile(atPath: directory.file(name), contents: Data(text.utf8)) }
        let path = directory.file("story.yaml")
        let yaml = "size: [960, 540]\nduration: 3\nlayers:\n  - " + layer.replacingOccurrences(of: "\n", with: "\n    ") + "\n"
        FileManager.default.createFile(atPath: path, contents: Data(yaml.utf8))
        return try SceneDecoder.decode(contentsOf: path, measuring: TextMeasurer())
    }

    func problem(_ layer: String, files: [String: String]) -> String {
        do {
            _ = try decode(layer, files: files)
            return "decoded"
        } catch {
            return "\(error)"
        }
    }

    static let long = "year,city,people\n2020,Oslo,10\n2020,Lima,12\n2021,Oslo,14\n2021,Lima,13\n2022,Oslo,15\n2022,Lima,16\n"
    static let wide = "year,Oslo,Lima\n2020,10,12\n2021,14,13\n2022,15,16\n"

    @Test func longAndWideFormsMakeTheSameRace() throws {
        let long = try decode("type: bar-race\ndata: long.csv\nperiod: year\nname: city\nvalue: people", files: ["long.csv": Self.long])
        let wide = try decode("type: bar-race\ndata: wide.csv", files: ["wide.csv": Self.wide])
        #expect(String(reflecting: long.layers) == String(reflecting: wide.layers))
        // Without a frame the race fills the scene.
        #expect(long.layers[0].bounds.size == Size(width: 960, height: 540))
    }

    @Test func missingValuesAreAnErrorUnlessTheSceneSaysWhatTheyAre() throws {
        let gap = "year,Oslo,Lima\n2020,10,12\n2021,14,\n2022,15,16\n"
        let text = problem("type: bar-race\ndata: gap.csv", files: ["gap.csv": gap])
        #expect(text.contains("story.yaml:5:11: error: 'gap.csv' has no value for 'Lima' in '2021'"), "\(text)")
        #expect(text.contains("missing: zero"), "\(text)")
        for missing in RaceMissing.allCases {
            let scene = try decode("type: line-race\ndata: gap.csv\nmissing: \(missing.rawValue)", files: ["gap.csv": gap])
            #expect(scene.layers.count == 1)
        }
        var story = RaceStory(data: RaceData(periods: ["a", "b", "c"], names: ["x", "y"], values: [[1, 2], [3, nil], [4, 5]]))
        story.missing = .hold
        #expect(story.data.resolved(.hold)[1] == [3, 2])
        #expect(story.data.resolved(.zero)[1] == [3, 0])
        #expect(BarRace(story: { var s = story; s.missing = .skip; return s }()).ranks[1] == [0, nil])
    }

    @Test func badTablesAreClearErrors() {
        #expect(problem("type: bar-race\ndata: long.csv\nname: city", files: ["long.csv": Self.long]).contains("`name` and `value` go together"))
        #expect(problem("type: bar-race\ndata: long.csv\nname: town\nvalue: people", files: ["long.csv": Self.long]).contains("'long.csv' has no column 'town'"))
        let twice = Self.long + "2022,Lima,17\n"
        #expect(problem("type: bar-race\ndata: t.csv\nname: city\nvalue: people", files: ["t.csv": twice]).contains("rows 7 and 8 of 't.csv' both give 'Lima' in '2022'"))
        #expect(problem("type: bar-race\ndata: wide.csv\ncolors: {Rome: red}", files: ["wide.csv": Self.wide]).contains("`colors` names 'Rome', which is not in the data"))
        #expect(problem("type: bar-race\ndata: wide.csv\nvalueFormat: \"%s\"", files: ["wide.csv": Self.wide]).contains("bad number format"))
    }

    @Test func largeTablesAreRefusedBeforeTheyExpand() {
        // 2,001 periods: more than a story shows.
        let periods = "year,A\n" + (0...2000).map { "\($0),1\n" }.joined()
        #expect(problem("type: bar-race\ndata: p.csv", files: ["p.csv": periods]).contains("2001 periods, more than a bar race shows (2000)"))
        // 2,000 periods × 40 lines, their labels placed 8 times a period: past the keyframe budget.
        let names = (0..<40).map { "n\($0)" }
        let lines = "t," + names.joined(separator: ",") + "\n" + (0..<2000).map { k in "\(k)," + names.map { _ in "\(k)" }.joined(separator: ",") + "\n" }.joined()
        let text = problem("type: line-race\ndata: l.csv", files: ["l.csv": lines])
        #expect(text.contains("keyframe values") && text.contains("more than 3000000"), "\(text)")
    }

    @Test func colorsStayWithTheirNamesAndImagesAreResolved() throws {
        let jpeg = try #require(FileManager.default.contents(atPath: PackagePaths.root + "/Tests/RenderTests/Fixtures/quadrants.jpg"))
        FileManager.default.createFile(atPath: directory.file("oslo.jpg"), contents: jpeg)
        let scene = try decode("type: bar-race\ndata: wide.csv\ncolors: {Lima: \"#ff0000\"}\nimages: {Oslo: oslo.jpg}", files: ["wide.csv": Self.wide])
        let lima = try #require(layer("race-1", in: scene.layers))
        #expect(lima.sublayers.first { $0.id == "bar" }?.backgroundColor == Color(red: 1, green: 0, blue: 0))
        let oslo = try #require(layer("race-0", in: scene.layers))
        let image = try #require(oslo.sublayers.first { $0.id == "image" })
        #expect(image.content == .image(ImageContent(path: directory.file("oslo.jpg"), gravity: .resizeAspectFill)))
        // Oslo takes the palette's first colour, as in every other story with it first.
        #expect(oslo.sublayers.first { $0.id == "bar" }?.backgroundColor == RaceStory.modernPalette[0])
    }

    /// Every key reaches the chart: the scene's layer is exactly the chart built from Swift with
    /// the same settings (the Swift API reading the same file).
    @Test func everyKeyReachesTheChartAsTheSwiftAPIBuildsIt() throws {
        let scene = try decode("""
            type: bar-race
            data: long.csv
            period: year
            name: city
            value: people
            top: 1
            periodDuration: 2s
            startTime: 0.25s
            timingFunction: linear
            title: Cities
            caption: "Source: made up"
            valueFormat: short
            colors: ["#ff0000", "#0000ff"]
            """, files: ["long.csv": Self.long])
        var story = RaceStory(data: try RaceData(contentsOf: directory.file("long.csv"), period: "year", name: "city", value: "people"))
        (story.periodDuration, story.startTime, story.timing) = (2, 0.25, .linear)
        (story.title, story.caption, story.valueFormat) = ("Cities", "Source: made up", .short)
        story.palette = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        var expected = try BarRace(story: story, top: 1, size: Size(width: 960, height: 540)).layer(measuring: TextMeasurer())
        expected.anchorPoint = .zero
        #expect(String(reflecting: scene.layers[0].sublayers[0]) == String(reflecting: expected))
        // top: 1 draws one bar at a time; 10 by default.
        #expect(BarRace().top == 10)

        #expect(throws: ChartError.self) { try RaceData(contentsOf: directory.file("none.csv")) }
        let missing = problem("type: bar-race\ndata: long.csv\nname: city\nvalue: people\nmissing: sometimes", files: ["long.csv": Self.long])
        #expect(missing.contains("story.yaml:8:14: error: unknown value for 'missing' 'sometimes'") && missing.contains("zero, hold, skip"), "\(missing)")
    }

    /// JSON records and JSON columns make the same race as the CSV; a JSON file names its period
    /// column, having no column order.
    @Test func jsonDataInBothFormsAndHighlightedLines() throws {
        let records = "[" + Self.long.split(separator: "\n").dropFirst().map { row in
            let cells = row.split(separator: ",")
            return "{\"year\": \(cells[0]), \"city\": \"\(cells[1])\", \"people\": \(cells[2])}"
        }.joined(separator: ", ") + "]"
        let keys = "period: year\nname: city\nvalue: people\nhighlight: [Lima]"
        let fromJSON = try decode("type: line-race\ndata: long.json\n" + keys, files: ["long.json": records])
        let fromCSV = try decode("type: line-race\ndata: long.csv\n" + keys, files: ["long.csv": Self.long])
        #expect(String(reflecting: fromJSON.layers) == String(reflecting: fromCSV.layers))
        // Only the highlighted line keeps its colour.
        let stroke = { (id: String) in
            if case .shape(let shape) = self.layer(id, in: fromCSV.layers)?.content { return shape.strokeColor } else { return nil }
        }
        #expect(stroke("line-0") == LineRace.mutedLine)
        #expect(stroke("line-1") == RaceStory.modernPalette[1])

        let columns = #"{"year": [2020, 2021, 2022], "Lima": [12, 13, 16], "Oslo": [10, 14, 15]}"#
        let wideJSON = try decode("type: bar-race\ndata: wide.json\nperiod: year", files: ["wide.json": columns])
        let wideCSV = try decode("type: bar-race\ndata: lima.csv", files: ["lima.csv": "year,Lima,Oslo\n2020,12,10\n2021,13,14\n2022,16,15\n"])
        #expect(String(reflecting: wideJSON.layers) == String(reflecting: wideCSV.layers))
        #expect(problem("type: bar-race\ndata: wide.json", files: ["wide.json": columns]).contains("is JSON, whose columns have no order"))
    }

    func layer(_ id: String, in layers: [Layer]) -> Layer? {
        for layer in layers {
            if layer.id == id { return layer }
            if let found = self.layer(id, in: layer.sublayers) { return found }
        }
        return nil
    }
}
