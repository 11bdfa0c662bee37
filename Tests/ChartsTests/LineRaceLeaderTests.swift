import Animation
import Scene
import Testing
import TestSupport
@testable import Charts

@Suite struct LineRaceLeaderTests {
    /// Two lines ending close together push their labels apart: a pushed label is joined to
    /// its own dot by a leader line; a label level with its dot (the lone line) has none.
    @Test func pushedLabelsGetLeaderLinesToTheirDots() throws {
        let story = RaceStory(data: RaceData(periods: ["2020", "2021"], names: ["Alone", "Close A", "Close B"],
            values: [[100, 50, 50.5], [100, 50, 50.5]]))
        let race = LineRace(story: story)
        let layer = try race.layer(measuring: FixedMeasurer()).presented(at: 1)
        func ends(_ id: String) -> (Point, Point)? {
            guard case .shape(let shape) = layer.sublayers.first(where: { $0.id == id })?.content,
                  case .move(let a) = shape.path.elements.first, case .line(let b) = shape.path.elements.last else { return nil }
            return (a, b)
        }
        func position(_ id: String) -> Point? { layer.sublayers.first { $0.id == id }?.position }
        let alone = try #require(ends("leader-0"))
        #expect(alone.0 == alone.1, "a label level with its dot needs no leader")
        var leaders = 0
        for name in [1, 2] {
            let (start, end) = try #require(ends("leader-\(name)"))
            let dot = try #require(position("head-\(name)")), label = try #require(position("label-\(name)"))
            #expect(abs(end.y - label.y) < 1e-6, "leader \(name) ends at its label")
            if abs(label.y - dot.y) > 4 {
                leaders += 1
                #expect(abs(start.y - dot.y) < 1e-6, "leader \(name) starts at its own dot")
            } else {
                #expect(start == end, "label \(name) sits level with its dot: no leader")
            }
        }
        #expect(leaders >= 1, "one of the close labels is pushed away and joined to its dot")
        let labelHeight = try LineRaceLayout(chart: race, largest: 100, measuring: FixedMeasurer()).labelHeight
        #expect(abs(position("label-1")!.y - position("label-2")!.y) >= labelHeight, "the close labels are pushed apart")
    }
}
