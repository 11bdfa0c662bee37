import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport
@testable import Charts

/// Issue 27, scale: a bar chart of 5,000 values is one path whose bars `reel layout` still
/// lists one by one, a bar race of 250 names over 200 periods renders each period's top ten, and
/// a line race of as many lines over as many periods renders, its model growing with periods, not
/// with their square.
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

    /// Waves of different speeds and phases: the leaders change all the time.
    static func waves(names: Int, periods: Int) -> RaceData {
        let periodNames = (0..<periods).map { String(1800 + $0) }
        let values = periodNames.indices.map { k in
            (0..<names).map { i -> Double? in
                let speed = 0.03 + Double(i % 11) * 0.004
                let wave: Double = 60 * sin(Double(k) * speed + Double(i) * 0.7)
                return 100 + wave + Double(i % 13) + Double(k)
            }
        }
        return RaceData(periods: periodNames, names: (0..<names).map { "Name \($0 + 1)" }, values: values)
    }

    /// Keyframe values the tree stores, a path's points each counting as one; computed
    /// keyframes (`Animation.computed`) store none.
    static func keyframeValues(_ layer: Layer) -> Int {
        func weight(_ value: PropertyValue) -> Int {
            if case .path(let path) = value { return path.elements.count }
            return 1
        }
        var count = 0
        if case .shape(let shape) = layer.content { count += shape.path.elements.count }
        for animation in layer.animations {
            if case .keyframe(let keyframes) = animation { count += keyframes.values.reduce(0) { $0 + weight($1) } }
        }
        return layer.sublayers.reduce(count) { $0 + keyframeValues($1) }
    }

    /// The computed animations in the tree.
    static func computedAnimations(_ layer: Layer) -> Int {
        layer.animations.filter { if case .computed = $0 { true } else { false } }.count
            + layer.sublayers.reduce(0) { $0 + computedAnimations($1) }
    }

    @Test func aLineRaceStoresNoKeyframePerNameAndPeriod() throws {
        // Each line's rescaling, end, tip, dot, value and label compute their keyframes from the
        // race's data when evaluated: the model stores a trail point per name and period (the
        // line's shape) and the keyframes shared by all names (the axis, the period label), not
        // the dozens of keyframe values per name and period stored ones would be.
        let races = try [50, 100, 200].map { periods in
            var story = RaceStory(data: Self.waves(names: 20, periods: periods))
            story.periodDuration = 0.25
            return try LineRace(story: story, size: Size(width: 480, height: 270)).layer(measuring: measurer)
        }
        let stored = races.map(Self.keyframeValues), computed = races.map(Self.computedAnimations)
        #expect(stored[2] < 20 * 200 * 2, "\(stored)")
        #expect(stored[2] - stored[1] < 20 * 100 * 2, "\(stored)")
        // At most 12 computed animations a name (trail: scale, end, visibility; tip: path,
        // visibility; dot: place, visibility; value; label: place, opacity; leader: path,
        // opacity), however long the race.
        #expect(computed.allSatisfy { $0 >= 20 * 6 && $0 <= 20 * 12 }, "\(computed)")
    }

    @Test func lineRaceOfTwoHundredFiftyNamesOverTwoHundredPeriods() throws {
        let data = Self.waves(names: 250, periods: 200)
        var story = RaceStory(data: data)
        story.periodDuration = 0.25
        story.startTime = 0.5
        let values = data.values.map { $0.map { $0! } }
        // The last period's leader, in colour over the 249 grey lines.
        let leader = values[199].indices.max { values[199][$0] < values[199][$1] }!
        let race = LineRace(story: story, highlight: [data.names[leader]], size: Size(width: 480, height: 270))
        let layer = try race.layer(measuring: measurer)
        let scene = Scene(size: Size(width: 480, height: 270), fps: 10, duration: story.endTime + 0.5, background: .white, layers: [layer])
        #expect(scene.validate().isEmpty)
        let layout = try LineRaceLayout(chart: race, largest: values.joined().max()!, measuring: measurer)
        let maxima = race.axisMaxima
        let color = story.color(ofName: leader)

        for k in [20, 99, 199] {
            let time = story.time(ofPeriod: k)
            let tree = try renderer.layoutTree(of: scene, at: time)
            // Every head on period k's axis at its value.
            #expect(tree.problems().filter { $0.kind == .offAxis }.isEmpty, "period \(k): \(tree.problems().prefix(3).map(\.message))")
            let heads = tree.nodes.filter { $0.mark?.role == .point && $0.isVisible }
            #expect(heads.count == 250)
            // The leader's line passes through its value ten periods back on this period's axis.
            let frame = try renderer.render(scene, at: time)
            let x = layout.x(k - 10), y = layout.y(values[k - 10][leader], axisTop: maxima[k])
            var around: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = []
            for dx in -1...1 { for dy in -1...1 { around.append(frame.rgba(x: Int(x) + dx, y: Int(y) + dy)) } }
            let target = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
            #expect(around.contains { pixel in
                let channels = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
                return zip(channels, target).allSatisfy { abs($0 - $1) <= 40 }
            }, "period \(k): the leader's line at (\(x), \(y)) is \(around)")
        }
    }
}
