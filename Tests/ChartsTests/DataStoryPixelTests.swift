import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport
@testable import Charts

/// The shipped data stories (scenes/bar-race.yaml, scenes/line-race.yaml) read back from their
/// pixels at period times: bar order and lengths, line heads, against the CSV read here
/// independently of the chart.
@Suite struct DataStoryPixelTests {
    let renderer = Renderer()
    let measurer = TextMeasurer()

    /// The CSV's rows (no quoting in the generated files).
    func csv(_ name: String) throws -> [[String]] {
        let text = try String(contentsOfFile: PackagePaths.scene("data/" + name), encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    func close(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ color: Color, tolerance: Int = 10) -> Bool {
        abs(Int(p.r) - Int((color.red * 255).rounded())) <= tolerance
            && abs(Int(p.g) - Int((color.green * 255).rounded())) <= tolerance
            && abs(Int(p.b) - Int((color.blue * 255).rounded())) <= tolerance
    }

    @Test func barRaceShowsEachYearsTopTenInOrderAndToScale() throws {
        let rows = try csv("renewables.csv").dropFirst()
        var years: [String] = [], names: [String] = [], byYear: [String: [(String, Double)]] = [:]
        for row in rows {
            if byYear[row[0]] == nil { years.append(row[0]); byYear[row[0]] = [] }
            if !names.contains(row[1]) { names.append(row[1]) }
            byYear[row[0]]!.append((row[1], Double(row[2])!))
        }
        // The layout of the scene's chart: same names, largest value, title, caption and format.
        var story = RaceStory(data: RaceData(periods: years, names: names,
            values: years.map { y in names.map { n in byYear[y]!.first { $0.0 == n }?.1 } }))
        story.title = "Renewable electricity generation"
        story.caption = "Generated data for the Reel demo · TWh per year"
        story.valueFormat = try NumberFormat("%'.0f TWh")
        let layout = try BarRaceLayout(chart: BarRace(story: story, top: 10), measuring: measurer)

        let scene = try SceneDecoder.decode(contentsOf: PackagePaths.scene("bar-race.yaml"), measuring: measurer)
        for k in [0, 9, 17, 24] {
            let frame = try renderer.render(scene, at: 0.5 + Double(k) * 0.6)
            let expected = byYear[years[k]]!.enumerated().sorted { $0.element.1 != $1.element.1 ? $0.element.1 > $1.element.1 : $0.offset < $1.offset }
                .map(\.element).prefix(10)
            let leader = expected.first!.1
            for (rank, (name, value)) in expected.enumerated() {
                let color = story.color(ofName: names.firstIndex(of: name)!)
                let y = Int(layout.plotTop + layout.rowTop(rank) + layout.rowHeight / 2)
                var x = Int(layout.plotLeft) + 3
                #expect(close(frame.rgba(x: x, y: y), color), "\(years[k]): row \(rank) is \(name)'s colour")
                while x + 1 < frame.width, close(frame.rgba(x: x + 1, y: y), color) { x += 1 }
                let length = Double(x + 1) - layout.plotLeft
                #expect(abs(length - layout.plotWidth * value / leader) <= 2,
                    "\(years[k]): \(name)'s bar is \(length) px, \(value)/\(leader) of \(layout.plotWidth)")
            }
        }
    }

    @Test func lineRaceHeadsSitOnTheirValuesAsTheAxisFollows() throws {
        let rows = try csv("smartphones.csv")
        let names = Array(rows[0].dropFirst()), years = rows.dropFirst().map { $0[0] }
        let columns = names.indices.map { i in rows.dropFirst().map { Double($0[i + 1])! } }
        var story = RaceStory(data: RaceData(periods: years, columns: names.indices.map { (names[$0], columns[$0].map(Optional.some)) }))
        story.title = "Smartphone users by region"
        story.caption = "Generated data for the Reel demo"
        let highlight = ["East Asia", "South Asia", "Sub-Saharan Africa", "Europe"]
        let layout = try LineRaceLayout(chart: LineRace(story: story, highlight: highlight), largest: columns.joined().max()!, measuring: measurer)

        let scene = try SceneDecoder.decode(contentsOf: PackagePaths.scene("line-race.yaml"), measuring: measurer)
        var runningMax = 0.0
        for k in years.indices {
            runningMax = max(runningMax, columns.map { $0[k] }.max()!)
            guard [3, 9, 16].contains(k) else { continue }
            let frame = try renderer.render(scene, at: 0.5 + Double(k) * 0.8)
            for name in highlight {
                let i = names.firstIndex(of: name)!
                let color = story.color(ofName: i)
                let head = (x: layout.x(k), y: layout.y(columns[i][k], axisTop: runningMax * 1.1))
                #expect(close(frame.rgba(x: Int(head.x), y: Int(head.y)), color), "\(years[k]): \(name)'s head at \(head)")
                // The rest of the line is not drawn yet (where that point is inside the plot).
                let next = (x: layout.x(min(k + 1, years.count - 1)), y: layout.y(columns[i][min(k + 1, years.count - 1)], axisTop: runningMax * 1.1))
                if k + 1 < years.count, next.y > layout.plotTop {
                    #expect(!close(frame.rgba(x: Int(next.x), y: Int(next.y)), color), "\(years[k]): \(name) not yet at \(years[k + 1])")
                }
            }
        }
    }
}
