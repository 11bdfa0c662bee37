import Render
import Scene
import Testing
@testable import Charts

/// A line race on data nobody would draw by hand: a line entering at a trillion beside values in
/// the thousands, and a value format that writes every digit of it. Everything stays in the
/// frame and apart at every time `reel layout --check` checks, at three sizes.
@Suite struct LineRaceUglyDataTests {
    let renderer = Renderer()
    let measurer = TextMeasurer()

    func race(size: Size) throws -> LineRace {
        var story = RaceStory(data: RaceData(periods: ["2000", "2001", "2002"], columns: [
            ("Tie", [42, 0, 5]), ("Peru 2", [1234, 1234, 1300]), ("Peru", [nil, 1e12, 1.1e12]), ("Saint Vincent and the Grenadines", [42, 1e12, 9e11]),
        ]))
        story.startTime = 0.2
        story.periodDuration = 0.4
        story.missing = .skip
        story.valueFormat = try NumberFormat("%.0f of everything")
        return LineRace(story: story, size: size)
    }

    /// Before its first period a head waits where it first shows, so that its label fades in on
    /// the plot: its value there is only its first one carried back, which the earlier axis
    /// does not hold (the label was once 5 × 10¹¹ pt above the frame).
    @Test func aLineEnteringFarAboveTheOthersFadesInOnThePlot() throws {
        for size in [Size(width: 1920, height: 1080), Size(width: 1080, height: 1920), Size(width: 320, height: 180)] {
            let race = try race(size: size)
            let scene = try Scene(width: size.width, height: size.height, fps: 20, duration: 1.5) { try race.layer(measuring: measurer) }
            for time in stride(from: 0.2, through: 1.1, by: 0.05) {
                let tree = try renderer.layoutTree(of: scene, at: time)
                #expect(tree.problems().isEmpty, "\(size) at \(time): \(tree.problems().map(\.message))")
            }
        }
    }

    /// The y labels are written in the value format, and the column left of the plot is
    /// measured for them: "1100000000000 of everything" is whole, not cut by the frame's edge.
    @Test func theTickColumnHoldsLabelsInTheValueFormat() throws {
        let race = try race(size: Size(width: 1920, height: 1080))
        let scene = try Scene(width: 1920, height: 1080, duration: 1.5) { try race.layer(measuring: measurer) }
        let tree = try renderer.layoutTree(of: scene, at: 1.0)
        let ticks = try #require(tree.nodes.first { $0.id == "ticks" })
        let labels = tree.nodes.filter { $0.path.hasPrefix(ticks.path + ".") && $0.text != nil && $0.isVisible }
        let font = try LineRaceLayout(chart: race, largest: 1.1e12, measuring: measurer).tickFont
        #expect(labels.count >= 2)
        for label in labels {
            // The ink box is cut to the ticks' clip: a label cut there is narrower than its text.
            let box = try #require(label.inkBox), text = try #require(label.text)
            let width = try measurer.size(of: text, font: font).width
            #expect(box.minX >= 0 && box.width >= width - 4, "\"\(text)\" is \(width) wide, \(box.width) of it shown")
            #expect(text.hasSuffix(" of everything"))
        }
    }
}
