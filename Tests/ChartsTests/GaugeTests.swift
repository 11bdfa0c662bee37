import Animation
import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Charts

@Suite struct GaugeTests {
    let gauge = Gauge(changes: [GaugeChange(time: 1, percentage: 10), GaugeChange(time: 2, percentage: 90)])

    @Test func theSweepEasesOutFromTheShownValue() {
        #expect(gauge.presentedPercentage(at: 0.5) == 73.5)
        #expect(gauge.presentedPercentage(at: 1) == 73.5)
        let half = TimingFunction.easeOut.progress(0.5)
        #expect(abs(gauge.presentedPercentage(at: 1.25) - (73.5 + (10 - 73.5) * half)) < 1e-9)
        #expect(gauge.presentedPercentage(at: 1.5) == 10)
        #expect(gauge.presentedPercentage(at: 1.9) == 10)
        #expect(abs(gauge.presentedPercentage(at: 2.1) - (10 + 80 * TimingFunction.easeOut.progress(0.2))) < 1e-9)
    }

    @Test func anInterruptedSweepStartsFromWhereTheNeedleWas() {
        let quick = Gauge(percentage: 0, changes: [GaugeChange(time: 0, percentage: 100), GaugeChange(time: 0.25, percentage: 0)])
        let shown = 100 * TimingFunction.easeOut.progress(0.5)
        #expect(abs(quick.sweeps[1].from - shown) < 1e-9)
        #expect(abs(quick.presentedPercentage(at: 0.25) - shown) < 1e-9)
    }

    @Test func needleAngleCoversTheTopHalf() {
        #expect(Gauge.angle(forPercentage: 0) == .pi)
        #expect(abs(Gauge.angle(forPercentage: 50) - 1.5 * .pi) < 1e-12)
        #expect(Gauge.angle(forPercentage: 100) == 2 * .pi)
    }

    @Test func geometryFollowsTheDocument() {
        let c = gauge.center(textHeight: 36)
        #expect(c == Point(x: 150, y: 220 - 36 - 10))
        #expect(gauge.radius(textHeight: 36) == min(150, 174) - 1)
    }

    @Test func coloursFollowTheThresholds() {
        #expect(GaugeColors.forPercentage(90).main == Color(red: 0.70, green: 0, blue: 0))
        #expect(GaugeColors.forPercentage(85).main == Color(red: 0.83, green: 0.38, blue: 0), "85 is not above 85")
        #expect(GaugeColors.forPercentage(73.5).line == Color(red: 1, green: 0.5, blue: 0))
        #expect(GaugeColors.forPercentage(65).main == Color(red: 0.47, green: 0.70, blue: 0))
    }

    @Test func demoChangesWrapPastOneHundred() {
        let values = Gauge.demoChanges(count: 12, start: 1, interval: 1).map(\.percentage)
        #expect(values == [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 9, 19])
    }

    @Test func layersAnimateWedgeNeedleAndNumberTogether() throws {
        let layer = try gauge.layer(measuring: FixedMeasurer())
        let round = try #require(layer.sublayers.first { $0.id == "round-1" })
        #expect(round.presented(at: 0.99).opacity == 0)
        #expect(round.presented(at: 1.25).opacity == 1)
        let presented = round.presented(at: 1.25)
        let shown = gauge.presentedPercentage(at: 1.25)
        guard case .shape(let wedge) = presented.sublayers[0].content, case .text(let text) = presented.sublayers[3].content else {
            Issue.record("unexpected layers"); return
        }
        #expect(abs(wedge.strokeEnd - shown / 100) < 1e-9)
        #expect(abs(presented.sublayers[1].transform.components.rotation - remainder(Gauge.angle(forPercentage: shown), 2 * .pi)) < 1e-9)
        #expect(text.displayedString == String(format: "%.1f%%", shown), "no caption unless one is given")
        #expect(wedge.strokeColor == GaugeColors.forPercentage(10).main)
    }

    @Test func colorsCaptionDecimalsAndStartTimeAreSettings() throws {
        var styled = Gauge(percentage: 40, caption: "of budget")
        (styled.decimals, styled.fillColor, styled.needleColor, styled.textColor) = (0, .white, .black, Color(red: 0, green: 0, blue: 1))
        styled.beginTime = 2
        #expect(styled.presentedPercentage(at: 1.9) == 0, "empty until it sweeps in at its start time")
        #expect(styled.presentedPercentage(at: 2.5) == 40)
        let layer = try styled.layer(measuring: FixedMeasurer())
        let round = try #require(layer.sublayers.first { $0.id == "round-1" }).presented(at: 3)
        guard case .shape(let wedge) = round.sublayers[0].content, case .shape(let needle) = round.sublayers[1].content,
              case .text(let text) = round.sublayers[3].content else { Issue.record("unexpected layers"); return }
        #expect(wedge.strokeColor == .white && needle.strokeColor == .black && text.color == Color(red: 0, green: 0, blue: 1))
        #expect(text.displayedString == "40% of budget")
        styled.groupsThousands = true
        styled.decimals = 2
        #expect(styled.textFormat?.string(for: 1234.5) == "1,234.50% of budget")
    }

    /// A caption or decimals too long for the frame make the text smaller, never wider than
    /// the frame, at every size; a text that fits keeps its size.
    @Test func aTextTooWideForTheFrameIsMadeSmaller() throws {
        let measurer = FixedMeasurer()
        func text(of gauge: Gauge) throws -> TextContent {
            let round = try #require(try gauge.layer(measuring: measurer).sublayers.first { $0.id == "round-0" })
            guard case .text(let text) = round.presented(at: 0).sublayers[3].content else {
                Issue.record("no text")
                return TextContent(string: "", font: Font(), color: .black)
            }
            return text
        }
        for size in [Size(width: 320, height: 180), Size(width: 1080, height: 1920), Size(width: 3840, height: 2160), Size(width: 300, height: 220)] {
            var long = Gauge(size: size, percentage: 99.99, caption: "of all the requests that were served within the deadline")
            long.decimals = 6
            let shown = try text(of: long)
            let width = try measurer.size(of: shown.displayedString, font: shown.font).width
            #expect(width <= size.width * 0.95 + 1e-9, "\(size): \(width) wide")
            #expect(shown.font.size < long.font.size)
            let plain = Gauge(size: size, percentage: 73.5)
            #expect(try text(of: plain).font == plain.font, "\(size): \"73.5%\" fits")
        }
        // Counting up to 100 %, the text is made for the widest it shows.
        var rising = Gauge(size: Size(width: 300, height: 220), percentage: 0, caption: "of all requests served in time")
        rising.changes = [GaugeChange(time: 1, percentage: 100)]
        let font = try text(of: rising).font
        #expect(try measurer.size(of: "100.0% of all requests served in time", font: font).width <= 300 * 0.95 + 1e-9)
    }

    /// A `fontSize` of 500 in a frame 216 points high once put "100%" 235 points past the
    /// frame's top, and the semicircle nowhere: the line takes at most 40 % of the height, and
    /// the gauge is laid out clean inside its frame.
    @Test func aTextTooTallForTheFrameIsMadeSmaller() throws {
        let measurer = TextMeasurer()
        var tall = Gauge(size: Size(width: 1843.2, height: 216), percentage: 100)
        tall.font.size = 500
        let font = try tall.fittedFont(measuring: measurer)
        let height = try measurer.size(of: "sample", font: font).height
        #expect(font.size < 500)
        #expect(abs(height - 216 * 0.4) < 0.5, "\(height)")
        #expect(tall.radius(textHeight: height) > 50)
        let tree = try Renderer().layoutTree(of: Scene(size: tall.size, duration: 1, layers: [try tall.layer(measuring: measurer)]), at: 0)
        #expect(tree.problems().isEmpty, "\(tree.problems().map(\.message))")
        let plain = Gauge(size: Size(width: 1843.2, height: 216), percentage: 73.5)
        #expect(try plain.fittedFont(measuring: measurer) == plain.font, "the frame's own font fits")
    }

    @Test func percentagesAreClampedAndNonNumbersRefused() throws {
        let over = Gauge(percentage: 150)
        #expect(over.presentedPercentage(at: 0) == 100)
        #expect(throws: ChartError.self) { try Gauge(percentage: .nan).layer(measuring: FixedMeasurer()) }
    }
}
