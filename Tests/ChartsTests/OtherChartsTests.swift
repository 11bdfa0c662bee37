import Animation
import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Charts

@Suite struct PieChartTests {
    @Test func slicesStartAtTwelveAndShareTheTurn() {
        let pie = PieChart(values: [1, 1, 2])
        let angles = pie.sliceAngles
        #expect(angles[0].start == -.pi / 2)
        #expect(abs(angles[0].end - 0) < 1e-12)
        #expect(abs(angles[2].start - .pi / 2) < 1e-12)
        #expect(abs(angles[2].end - 1.5 * .pi) < 1e-12)
    }

    /// Slices take the palette in turn, and the last, which touches the first at twelve o'clock,
    /// never takes the first's colour: 13 slices of the 6 default colours put no two reds side by side.
    @Test func neighbouringSlicesNeverShareAColour() throws {
        for (palette, counts) in [(PieChart.defaultColors, Array(2...20)), (Array(PieChart.defaultColors.prefix(3)), Array(3...10))] {
            for count in counts {
                var pie = PieChart(values: Array(repeating: 1, count: count))
                pie.colors = palette
                let colors = try pie.layer().sublayers.map { layer -> Color? in
                    if case .shape(let shape) = layer.content { return shape.strokeColor } else { return nil }
                }
                #expect(colors.count == count)
                for index in 0..<count where count > 2 || index == 0 {
                    #expect(colors[index] != colors[(index + 1) % count], "\(count) slices of \(palette.count) colours: \(index) and its neighbour")
                }
                #expect(colors[0] == palette[0] && colors[min(count, palette.count) - 1] == palette[min(count, palette.count) - 1])
            }
        }
    }

    /// The largest hole is written to the hundredth, and that radius is allowed: a frame 96 %
    /// of 720 tall once offered "from 0 to 344.59999999999997", which then was too large.
    @Test func theLargestHoleIsWrittenAsItCanBeTyped() throws {
        var pie = PieChart(size: Size(width: 1280 * 0.96, height: 720 * 0.96), values: [1, 2])
        pie.holeRadius = 400
        #expect(throws: ChartError.self) { try pie.validate() }
        do { try pie.validate() } catch { #expect(error.fix == "make 'holeRadius' from 0 to 344.6 (half the smaller side − 1)") }
        pie.holeRadius = 344.6
        #expect(throws: Never.self) { try pie.validate() }
    }

    @Test func theRingIsStrokedAsWideAsItIs() {
        let pie = PieChart()
        #expect(pie.ring(holeRadius: 0) == (62.5, 125))
        #expect(pie.ring(holeRadius: 100) == (112.5, 25))
    }

    @Test func slicesSweepInOneAfterAnotherThenTheHoleOpens() throws {
        var pie = PieChart(values: [1, 3], holeRadius: 60)
        pie.sweepDuration = 1
        pie.holeDuration = 0.5
        #expect(pie.sliceTiming(0) == (0, 0.25))
        #expect(pie.sliceTiming(1) == (0.25, 0.75))
        let layer = try pie.layer()
        let second = layer.sublayers[1]
        guard case .shape(let early) = second.presented(at: 0.2).content,
              case .shape(let opening) = second.presented(at: 1.25).content,
              case .shape(let done) = second.presented(at: 2).content else { Issue.record("not shapes"); return }
        #expect(early.strokeEnd == 0)
        #expect(early.lineWidth == 125, "a full pie until the sweep is over")
        let eased = TimingFunction.easeInEaseOut.progress(0.5)
        #expect(abs(opening.lineWidth - (125 + (65 - 125) * eased)) < 1e-9)
        #expect(done.lineWidth == 65)
        #expect(layer.shadowOffset == Size(width: 0, height: 2.5) && layer.shadowRadius == 1.9 && layer.shadowOpacity == 0.9)
    }

    @Test func badInputIsExplained() {
        #expect(throws: ChartError.negativeValue(chart: "pie chart", index: 0, value: -1)) { try PieChart(values: [-1, 2]).layer() }
        #expect(throws: ChartError.self) { try PieChart(holeRadius: 200).layer() }
        #expect((try? PieChart(values: []).layer())?.sublayers.isEmpty == true)
        #expect((try? PieChart(values: [0, 0]).layer())?.sublayers.isEmpty == true, "nothing to share out")
    }
}

@Suite struct ProgressTrackTests {
    @Test func progressIsStepsOverTheGoal() {
        let track = ProgressTrack()
        #expect(abs(track.progress - 0.138) < 0.0005)
        #expect(ProgressTrack(steps: 20_000, goal: 100).progress == 1)
        #expect(ProgressTrack(steps: 5, goal: 0).progress == 0)
    }

    /// Without a unit, the caption says what is counted in English, not the seed's "步".
    @Test func theDefaultCaptionIsSteps() throws {
        let layer = try ProgressTrack().layer(measuring: TextMeasurer())
        let tree = try Renderer().layoutTree(of: Scene(size: Size(width: 400, height: 240), duration: 2, layers: [layer]), at: 2)
        #expect(tree.nodes.filter(\.isVisible).compactMap(\.text).contains("steps"))
    }

    /// A count of fifteen digits and a long unit stay inside the ring's hole at every size;
    /// the demo's keep their size.
    @Test func aLongCountAndUnitAreMadeSmallerToStayInsideTheRing() throws {
        let measurer = FixedMeasurer()
        func texts(_ track: ProgressTrack) throws -> [(String, Font)] {
            try track.layer(measuring: measurer).sublayers.compactMap { layer in
                guard case .text(let text) = layer.content else { return nil }
                return (text.displayedString, text.font)
            }
        }
        for size in [Size(width: 320, height: 180), Size(width: 1080, height: 1920), Size(width: 3840, height: 2160)] {
            var track = ProgressTrack(size: size, steps: 123_456_789_012_345, goal: 999_999_999_999_999)
            track.groupsThousands = true
            track.unit = "steps walked by everybody in the whole world today"
            let hole = track.straightLength + track.outerRadius - track.ringWidth
            let shown = try texts(track)
            #expect(shown.count == 2)
            for (text, font) in shown {
                let width = try measurer.size(of: text.withWidestDigits, font: font).width
                #expect(width <= hole * 0.95 + 1e-9, "\(size): \"\(text)\" is \(width) wide in a hole \(hole) across")
            }
            let demo = ProgressTrack(size: size)
            #expect(try texts(demo).map(\.1) == [demo.stepFont, demo.unitFont], "\(size): the demo's texts fit")
        }
    }

    /// With only `outerRadius` set, the ring keeps the base frame's proportion to it: a small
    /// track in a tall frame was refused for a `ringWidth` the user never wrote (the frame's 94.8
    /// against an outer radius of 90). A ring set too wide is refused with a figure that can be
    /// typed, and the key that would help.
    @Test func theRingFollowsASetOuterRadius() throws {
        var track = ProgressTrack(size: Size(width: 1036.8, height: 384))
        track.outerRadius = 90
        #expect(track.ringWidth == 50)
        #expect(throws: Never.self) { try track.validate() }
        track.outerRadius = 30
        #expect(abs(track.ringWidth - 30 * 5 / 9) < 1e-12)
        #expect(throws: Never.self) { try track.validate() }

        var wide = ProgressTrack(size: Size(width: 1228.8, height: 691.1999999999999))
        wide.ringWidth = 300
        do { try wide.validate(); Issue.record("a 300-point ring in a 259.2-point radius") } catch {
            #expect(error.fix == "make 'ringWidth' more than 0 and at most 259.2 (the outer radius in its 1228.8×691.2 frame; or set outerRadius too), with straightLength ≥ 0")
        }
        wide.ringWidth = 259.2
        #expect(throws: Never.self) { try wide.validate() }
        wide = ProgressTrack(size: Size(width: 150.4, height: 36))
        wide.ringWidth = 50
        do { try wide.validate(); Issue.record("a 50-point ring in a 13.5-point radius") } catch {
            #expect(error.fix.hasPrefix("make 'ringWidth' more than 0 and at most 13.5 (the outer radius in its 150.4×36 frame"))
        }
    }

    @Test func theCentreLineRunsRoundTheStadiumFromTheLeftMiddle() {
        let track = ProgressTrack()
        let path = track.centerLine
        let r = track.outerRadius - track.ringWidth / 2
        guard case .move(let start) = path.elements[0] else { Issue.record("no start"); return }
        #expect(start == Point(x: track.center.x - track.straightLength / 2 - r, y: track.center.y))
        let length = PathMeasure(path).length
        #expect(abs(length - (2 * track.straightLength + 2 * .pi * r)) < 0.1, "arcs are cubic approximations")
        // A quarter circle in, the line has reached the top.
        let quarter = PathMeasure(path).trimmed(from: 0, to: (.pi * r / 2) / length, original: path)
        #expect(abs(quarter.currentPoint!.y - (track.center.y - r)) < 1e-3)
    }
}

@Suite struct CounterArcTests {
    @Test func geometryFollowsFlo() {
        let flo = CounterArc()
        #expect(flo.arcRadius == 77)
        #expect(flo.outlineRadii == (112.5, 41.5))
        #expect(flo.endAngle(forCounter: 0) == 3 * .pi / 4)
        #expect(abs(flo.endAngle(forCounter: 8) - (3 * .pi / 4 + 3 * .pi / 2)) < 1e-12)
        #expect(abs(flo.endAngle(forCounter: 1) - (3 * .pi / 4 + 3 * .pi / 16)) < 1e-12)
    }

    /// "10,000" stays inside the hole, clear of the arc, at every size; the demo's "8" keeps
    /// its size.
    @Test func aLongCountIsMadeSmallerToStayInsideTheHole() throws {
        let measurer = FixedMeasurer()
        for size in [Size(width: 230, height: 230), Size(width: 320, height: 180), Size(width: 1080, height: 1920)] {
            var counter = CounterArc(size: size, start: 9_990, count: 10_000, goal: 10_000)
            counter.groupsThousands = true
            let layer = try counter.layer(measuring: measurer)
            guard case .text(let text) = try #require(layer.sublayers.first { $0.id == "counter" }).content else { Issue.record("no count"); continue }
            let measured = try measurer.size(of: "88,888", font: text.font)
            let hole = counter.outlineRadii.inner - counter.outlineWidth / 2
            // The text's box, a third of its height from the middle each way, inside the hole.
            let corner = ((measured.width / 2) * (measured.width / 2) + (measured.height / 3) * (measured.height / 3)).squareRoot()
            #expect(corner <= hole, "\(size): \(measured.width) wide reaches \(corner) from the centre of a hole \(hole) across")
            #expect(text.font.size < counter.counterFont.size)
            let demo = CounterArc(size: size)
            guard case .text(let plain) = try #require(try demo.layer(measuring: measurer).sublayers.first { $0.id == "counter" }).content else { continue }
            #expect(plain.font == demo.counterFont, "\(size): \"8\" fits")
        }
    }

    @Test func eachStepSweepsTheOutlineAndSetsTheCount() throws {
        let flo = CounterArc()
        let layer = try flo.layer(measuring: FixedMeasurer())
        let outer = try #require(layer.sublayers.first { $0.id == "outline-outer" })
        let label = try #require(layer.sublayers.first { $0.id == "counter" })
        func end(_ t: Double) -> Double {
            guard case .shape(let s) = outer.presented(at: t).content else { return .nan }
            return s.strokeEnd
        }
        func text(_ t: Double) -> String {
            guard case .text(let s) = label.presented(at: t).content else { return "" }
            return s.displayedString
        }
        #expect(end(0) == 0)
        #expect(end(0.3) == 1.0 / 8)
        #expect(abs(end(0.65) - (1 + TimingFunction.easeOut.progress(0.5)) / 8) < 1e-9)
        #expect(end(0.49) == 1.0 / 8, "a later step does not reach back before its turn")
        #expect(end(10) == 1)
        #expect(text(0) == "1")
        #expect(text(0.6) == "2")
        #expect(text(10) == "8")
        #expect(throws: ChartError.self) { try CounterArc(count: 9, goal: 8).layer(measuring: FixedMeasurer()) }
    }

    /// A start past the goal is reported under the key the scene writes, `startCount`.
    @Test func aStartPastTheGoalNamesItsKey() {
        do { try CounterArc(start: 5, count: 1, goal: 1).validate(); Issue.record("start 5 of 1") } catch {
            #expect(error.message == "counter arc: 'startCount' is 5, out of range")
            #expect(error.fix == "make 'startCount' from 0 to goal (1)")
        }
    }
}

@Suite struct AreaChartTests {
    @Test func theDocumentsRecordsRunOldestFirst() {
        let records = AreaChartRecord.documentRecords
        #expect(records.count == 18)
        #expect(records.first == AreaChartRecord(label: "7/17", value: 92))
        #expect(records.last == AreaChartRecord(label: "3/25", value: 64))
        #expect(records.map(\.value).min() == 64 && records.map(\.value).max() == 92)
    }

    @Test func manyRecordsScrollToTheSelectedOne() {
        let chart = AreaChart()
        #expect(!chart.fitsInView)
        #expect(chart.contentWidth == 20 * 50)
        #expect(chart.points[0] == Point(x: 50, y: 20 + (1 - 0.92) * (220 - 54)))
        #expect(chart.scrollOffset == 18 * 50 - 10 + 50 - 335)
        #expect(chart.y(forValue: 100) == 20 && chart.y(forValue: 0) == 220 - 34)
    }

    @Test func fewRecordsSpreadOverTheView() {
        let chart = AreaChart(records: Array(AreaChartRecord.documentRecords.prefix(3)))
        #expect(chart.fitsInView)
        #expect(chart.scrollOffset == 0)
        let padding = 335.0 / 4
        #expect(chart.points.map(\.x) == [padding, 2 * padding, 3 * padding].map { $0 + (335 - 2 * padding) / 2 - padding })
    }

    /// Records above the document's 100 get a round axis over them: every dot inside the plot,
    /// on the value its labels show; at twice the document's frame, type and spaces double.
    @Test func largeValuesGetAnAxisThatHoldsThem() throws {
        var chart = AreaChart(size: Size(width: 750, height: 440), records: [
            AreaChartRecord(label: "a", value: 0), AreaChartRecord(label: "b", value: 1_500_000), AreaChartRecord(label: "c", value: 3_200_000),
        ])
        #expect(chart.maximum == 4_000_000 && chart.yLabels == [4_000_000, 3_000_000, 2_000_000, 1_000_000])
        #expect(chart.labelFont.size == 24 && chart.topSpace == 40 && chart.bottomSpace == 68)
        for point in chart.points { #expect(point.y >= chart.topSpace && point.y <= chart.size.height - chart.bottomSpace) }
        let layer = try chart.layer(measuring: FixedMeasurer())
        let top = try #require(layer.sublayers.first { $0.id == "y-label-0" })
        guard case .text(let text) = top.content else { Issue.record("no text"); return }
        #expect(text.string == "4 M")
        // Set explicitly, the axis and the type stay as set.
        chart.maximum = 100
        chart.labelFont = Font(family: "DejaVu Sans", size: 12)
        #expect(chart.maximum == 100 && chart.labelFont.size == 12)
    }

    /// A label wider than the y-label column ("1000 T") widens the column, and the plot starts
    /// after it: no label runs past the frame's left edge.
    @Test func theLabelColumnHoldsItsWidestLabel() throws {
        let measurer = FixedMeasurer()
        let chart = AreaChart(size: Size(width: 375, height: 220), records: [
            AreaChartRecord(label: "a", value: 2e14), AreaChartRecord(label: "b", value: 9.5e14),
        ])
        let layer = try chart.layer(measuring: measurer)
        let top = try #require(layer.sublayers.first { $0.id == "y-label-0" })
        guard case .text(let text) = top.content else { Issue.record("no text"); return }
        #expect(text.string == "1000 T")
        let width = try measurer.size(of: text.string, font: chart.labelFont).width
        #expect(width > chart.yAxisWidth - 5, "the case needs a label wider than the default column")
        #expect(top.frame.width >= width - 1e-9 && top.frame.minX >= 0)
        let scroll = try #require(layer.sublayers.first { $0.id == "scroll" })
        #expect(scroll.frame.minX >= top.frame.maxX)
    }

    /// Negative records get an axis below 0: every dot inside the plot, 0 on its own label's row.
    @Test func negativeValuesGetAnAxisBelowZero() throws {
        let chart = AreaChart(size: Size(width: 640, height: 360), records: [5, -3, 8, -6, 2].enumerated().map {
            AreaChartRecord(label: "\($0.offset)", value: Double($0.element))
        })
        #expect(chart.minimum < -6 + 1e-9 && chart.minimum >= -10 && chart.maximum >= 8)
        #expect(chart.yLabels.contains(0) && chart.yLabels.allSatisfy { $0 > chart.minimum && $0 <= chart.maximum })
        let bottom = chart.size.height - chart.bottomSpace
        for point in chart.points { #expect(point.y >= chart.topSpace && point.y < bottom - 1) }
        let zeroRow = try #require(chart.yLabels.firstIndex(of: 0))
        let rowY = chart.topSpace + Double(zeroRow) * chart.plotHeight / Double(chart.yLabels.count)
        #expect(abs(chart.y(forValue: 0) - rowY) < 1e-9)
        // Every record below 0: the axis runs up to 0 (it was refused, its top being 0, for a
        // `maximum` no scene can set).
        let below = AreaChart(size: Size(width: 256, height: 338), records: ["a", "b", "c"].map { AreaChartRecord(label: $0, value: -5) })
        #expect(throws: Never.self) { try below.validate() }
        #expect(below.maximum == 0 && below.minimum <= -5 && below.yLabels.first == 0)
        for point in below.points { #expect(point.y >= below.topSpace && point.y <= below.size.height - below.bottomSpace) }
        // The document's records (0 … 100) keep the document's axis.
        let document = AreaChart()
        #expect(document.minimum == 0 && document.maximum == 100 && document.yLabels == [100, 80, 60, 40, 20])
    }

    @Test func theAreaIsClosedAlongTheBottom() {
        let area = AreaChart().areaPath
        #expect(area.elements.last == .close)
        #expect(AreaChart(records: []).areaPath.isEmpty)
    }
}

@Suite struct WaveAndLiveLineTests {
    @Test func theWaveMovesOneHumpPerPeriodAndRepeats() {
        let layer = Wave().layer()
        let wave = layer.sublayers[0]
        #expect(wave.presented(at: 0).position.x == 0)
        #expect(abs(wave.presented(at: 0.275).position.x - 27.5) < 1e-9, "1 pt per 1/100 s")
        #expect(abs(wave.presented(at: 0.55 + 0.1).position.x - 10) < 1e-9, "wraps every 55 pt")
        #expect(layer.masksToBounds)
    }

    @Test func humpAmplitudesScaleWithSwing() {
        let path = Wave(swing: 0.5).path(morph: 0)
        guard case .cubicCurve(let c1, let c2, _) = path.elements[5] else { Issue.record("no hump"); return }
        #expect(c1 == Point(x: 77.5, y: 30 - 0.5 * 80))
        #expect(c2 == Point(x: 87.5, y: 50 + 0.5 * 80))
    }

    @Test func theLiveLineGrowsEveryQuarterSecondThenScrolls() throws {
        let line = LiveLine(values: LiveLine.documentValues(count: 30))
        #expect(line.capacity == 16)
        #expect(line.scrollOffset(at: 0) == 0)
        #expect(line.scrollOffset(at: 3.9) == 0, "16 values fill the width")
        #expect(line.scrollOffset(at: 4.0) == 20)
        let layer = try line.layer()
        let content = layer.sublayers[1]
        #expect(content.presented(at: 4.1).position.x == -20)
        #expect(content.presented(at: 5.0).position.x == -100)
        #expect(content.sublayers[5].presented(at: 1.24).opacity == 0)
        #expect(content.sublayers[5].presented(at: 1.25).opacity == 1)
        #expect(LiveLine.documentValues(count: 5) == LiveLine.documentValues(count: 5))
    }

    /// Values a point apart label every n-th value, n as many as the widest label needs, counted
    /// from the first so that a value's label stays with it as the line scrolls; the seed's
    /// spacing labels every value.
    @Test func labelsCloserThanTheirWidthAreThinned() throws {
        let measurer = TextMeasurer()
        func labelled(_ line: LiveLine) throws -> [Int] {
            try line.layer(measuring: measurer).sublayers[1].sublayers.enumerated().compactMap { k, arrival in
                arrival.sublayers.contains { if case .text = $0.content { true } else { false } } ? k : nil
            }
        }
        let seed = LiveLine(values: LiveLine.documentValues(count: 30))
        #expect(try labelled(seed) == Array(0..<30))
        var dense = LiveLine(size: Size(width: 245.76, height: 691.2), values: LiveLine.documentValues(count: 60))
        dense.xScale = 1
        let stride = try dense.labelStride(measuring: measurer)
        #expect(stride > 10)
        #expect(try labelled(dense) == Array(Swift.stride(from: 0, to: 60, by: stride)))
        let tree = try Renderer().layoutTree(of: Scene(size: dense.size, duration: 20, layers: [try dense.layer(measuring: measurer)]), at: 15)
        #expect(tree.problems().isEmpty, "\(tree.problems().map(\.message))")
    }
}
