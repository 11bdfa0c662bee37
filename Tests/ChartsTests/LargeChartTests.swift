import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport
@testable import Charts

/// Issue 27, scale: a bar chart of 5,000 values is one path whose bars `reel layout` still
/// lists one by one, and a bar race of 250 names over 200 periods renders each period's top ten.
@Suite struct LargeChartTests {
    let renderer = Renderer()
    let measurer = TextMeasurer()

    /// 5,000 values from 50 to 99: once risen, every bar covers the plot's lower half.
    static let values = (0..<5_000).map { Double(50 + ($0 * 37) % 50) }

    func barChartScene() throws -> Scene {
        let yaml = """
            size: [960, 540]
            fps: 30
            duration: 3s
            layers:
              - type: bar-chart
                values: [\(Self.values.map { String(Int($0)) }.joined(separator: ", "))]
            """
        return try SceneDecoder.decode(yaml: yaml, file: "large-bar-chart.yaml", measuring: measurer)
    }

    static func layerCount(_ layers: [Layer]) -> Int { layers.reduce(0) { $0 + 1 + layerCount($1.sublayers) } }

    static func marks(_ tree: LayoutTree) -> [LayoutNode] { tree.nodes.filter { $0.path.contains(".marks[") } }

    @Test func fiveThousandBarsAreOnePathWithEveryBarInTheLayout() throws {
        let scene = try barChartScene()
        // The bars are one layer: the whole chart is a few dozen layers, not 10,000.
        #expect(Self.layerCount(scene.layers) < 100)
        let chart = BarChart(values: Self.values)

        let end = try renderer.layoutTree(of: scene, at: 2.9)
        let marks = Self.marks(end)
        #expect(marks.count == Self.values.count)
        #expect(marks.map { $0.mark?.name } == (1...Self.values.count).map { String($0) })
        #expect(marks.map { $0.mark?.value } == Self.values)
        #expect(end.problems().isEmpty, "\(end.problems().prefix(3).map(\.message))")
        // Each bar's own geometry: its top where the scale puts its value.
        let heights = marks.map { $0.markGeometry?.height ?? -1 }
        #expect(heights[7] > heights[0], "bar 8 (\(Self.values[7])) is taller than bar 1 (\(Self.values[0]))")

        // The check reads each bar: a mark claiming another value is off its axis, by name.
        var wrong = scene
        Self.editBars(&wrong.layers) { $0.subpathMarks[41].value += 30 }
        let problems = try renderer.layoutTree(of: wrong, at: 2.9).problems()
        #expect(problems.count == 1 && problems.first?.message.contains("\"42\"") == true, "\(problems.map(\.message))")

        // Halfway through the reveal the first half of the bars has risen, the second not yet,
        // as when each bar was a layer of its own rising in its turn.
        let half = chart.barBeginTime(2_500)
        let middle = Self.marks(try renderer.layoutTree(of: scene, at: half))
        #expect(middle[2_400].markGeometry?.height == marks[2_400].markGeometry?.height)
        #expect(middle[2_600].box == nil && middle[2_600].markGeometry == nil)
        let frame = try renderer.render(scene, at: half)
        let y = Int(scene.size.height * 0.75)
        let background = frame.rgba(x: Int(scene.size.width * 0.75), y: y)
        let risen = frame.rgba(x: Int(scene.size.width * 0.3), y: y)
        #expect(risen.b > risen.r + 60, "the left half shows the bars' blue: \(risen)")
        #expect(abs(Int(background.r) - Int(background.b)) < 20, "the right half shows no bar yet: \(background)")
    }

    /// Applies `edit` to the layer holding the chart's bars.
    static func editBars(_ layers: inout [Layer], _ edit: (inout Layer) -> Void) {
        for i in layers.indices {
            if !layers[i].subpathMarks.isEmpty { edit(&layers[i]) }
            editBars(&layers[i].sublayers, edit)
        }
    }

    @Test func barRaceOfTwoHundredFiftyNamesOverTwoHundredPeriods() throws {
        let periods = (0..<200).map { String(1800 + $0) }
        let names = (0..<250).map { "Name \($0 + 1)" }
        // Waves of different speeds and phases: the leaders change all the time.
        let values = periods.indices.map { k in
            names.indices.map { i -> Double? in
                100 + 60 * sin(Double(k) * (0.03 + Double(i % 11) * 0.004) + Double(i) * 0.7) + Double(i % 13)
            }
        }
        var story = RaceStory(data: RaceData(periods: periods, names: names, values: values))
        story.periodDuration = 0.25
        story.startTime = 0.5
        let race = BarRace(story: story, top: 10, size: Size(width: 480, height: 270))
        let layer = try race.layer(measuring: measurer)
        let scene = Scene(size: Size(width: 480, height: 270), fps: 10, duration: story.endTime + 0.5, background: .white, layers: [layer])
        #expect(scene.validate().isEmpty)
        #expect(Self.layerCount(scene.layers) <= 250 * 5 + 100)

        for k in [0, 1, 99, 199] {
            let time = story.time(ofPeriod: k)
            let tree = try renderer.layoutTree(of: scene, at: time)
            #expect(tree.problems().filter { $0.kind == .offAxis }.isEmpty, "period \(k): \(tree.problems().prefix(3).map(\.message))")
            let shown = tree.nodes.filter { $0.mark != nil && $0.isVisible && $0.opacity > 0.99 }
            let expected = names.indices.sorted { values[k][$0]! != values[k][$1]! ? values[k][$0]! > values[k][$1]! : $0 < $1 }.prefix(10)
            #expect(Set(shown.map { $0.mark!.name }) == Set(expected.map { names[$0] }), "period \(k)'s top ten")
            // The leader's bar is the longest and in the leader's colour.
            let leader = try #require(shown.first { $0.mark?.name == names[expected.first!] })
            #expect(shown.allSatisfy { ($0.markGeometry?.width ?? 0) <= leader.markGeometry!.width + 0.5 })
            let frame = try renderer.render(scene, at: time)
            let box = try #require(leader.box)
            let pixel = frame.rgba(x: Int(box.minX + box.width / 2), y: Int(box.minY + box.height / 2))
            let color = story.color(ofName: expected.first!)
            #expect(abs(Int(pixel.r) - Int((color.red * 255).rounded())) <= 10
                && abs(Int(pixel.g) - Int((color.green * 255).rounded())) <= 10
                && abs(Int(pixel.b) - Int((color.blue * 255).rounded())) <= 10, "period \(k): the leader's bar at \(box) is \(pixel)")
        }
    }
}
