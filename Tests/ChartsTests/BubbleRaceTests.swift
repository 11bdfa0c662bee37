import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport
@testable import Charts

/// The bubble race read back from its pixels and from its layout tree at period times: bubble
/// centres on their axes (log x, linear y) within a pixel, areas in proportion to sizes within
/// 2 %, one colour per group that never changes, names fading in and out; and in scene files.
@Suite struct BubbleRaceTests {
    let renderer = Renderer()
    let measurer = TextMeasurer()

    /// Four names over three periods: Alpha and Beta share a group, Gamma sits period 1 out,
    /// Delta enters in period 1.
    static let rows: [BubbleData.Row] = [
        .init(period: "2000", name: "Alpha", x: 500, y: 40, size: 4e7, group: "East"),
        .init(period: "2000", name: "Beta", x: 5000, y: 70, size: 1e7, group: "East"),
        .init(period: "2000", name: "Gamma", x: 40000, y: 45, size: 2.5e7, group: "West"),
        .init(period: "2001", name: "Alpha", x: 800, y: 50, size: 5e7, group: "East"),
        .init(period: "2001", name: "Beta", x: 8000, y: 75, size: 1.2e7, group: "East"),
        .init(period: "2001", name: "Delta", x: 2000, y: 75, size: 9e6, group: "North"),
        .init(period: "2002", name: "Alpha", x: 1500, y: 60, size: 6e7, group: "East"),
        .init(period: "2002", name: "Beta", x: 12000, y: 78, size: 1.5e7, group: "East"),
        .init(period: "2002", name: "Gamma", x: 30000, y: 50, size: 3e7, group: "West"),
        .init(period: "2002", name: "Delta", x: 3000, y: 68, size: 1e7, group: "North"),
    ]

    /// The race without grid lines (the grid takes the background's colour), so that a bubble's
    /// pixels are its own.
    func race(size: Size = Size(width: 960, height: 540)) throws -> BubbleRace {
        var story = RaceStory()
        story.periodDuration = 1
        story.startTime = 0.5
        story.gridColor = story.background!
        return BubbleRace(data: try BubbleData(rows: Self.rows), story: story, xScale: .log, yScale: .linear, size: size)
    }

    func scene(_ race: BubbleRace) throws -> Scene {
        let layer = try race.layer(measuring: measurer)
        return try Scene(width: race.size.width, height: race.size.height, duration: 4) { layer }
    }

    /// A bubble measured on its pixels: the edges along the row and the column through `guess`,
    /// each to a fraction of a pixel (the outline's antialiased edge pixel gives the fraction).
    struct Measured {
        var centre: Point
        var radius: Double
    }

    func measure(_ frame: Frame, near guess: Point, outline: Color, background: Color) -> Measured? {
        func rgb(_ x: Int, _ y: Int) -> [Double] {
            let p = frame.rgba(x: x, y: y)
            return [Double(p.r), Double(p.g), Double(p.b)]
        }
        let bg = [background.red, background.green, background.blue].map { $0 * 255 }
        let edge = [outline.red, outline.green, outline.blue].map { $0 * 255 }
        let full = zip(edge, bg).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
        func coverage(_ x: Int, _ y: Int) -> Double {
            guard x >= 0, y >= 0, x < frame.width, y < frame.height else { return 0 }
            let d = zip(rgb(x, y), bg).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
            return min(d / full, 1)
        }
        let cx = Int(guess.x), cy = Int(guess.y)
        guard coverage(cx, cy) > 0.3 else { return nil }
        func extent(_ step: (Int) -> (Int, Int)) -> Double {
            var i = 0
            while i < 2000, coverage(step(i + 1).0, step(i + 1).1) > 0.02 { i += 1 }
            // Pixel i is the last drawn: its coverage is the part of it inside.
            let (x, y) = step(i)
            return Double(i) + coverage(x, y)
        }
        let right = Double(cx) + extent { (cx + $0, cy) }, left = Double(cx) + 1 - extent { (cx - $0, cy) }
        let down = Double(cy) + extent { (cx, cy + $0) }, up = Double(cy) + 1 - extent { (cx, cy - $0) }
        return Measured(centre: Point(x: (left + right) / 2, y: (up + down) / 2), radius: (right - left + down - up) / 4)
    }

    func outline(_ race: BubbleRace, _ name: String) -> Color {
        let c = race.color(ofName: race.data.names.firstIndex(of: name)!)
        return Color(red: c.red * 0.7, green: c.green * 0.7, blue: c.blue * 0.7)
    }

    @Test func bubblesSitOnTheirLogAndLinearAxesWithAreasInProportion() throws {
        for size in [Size(width: 960, height: 540), Size(width: 1080, height: 1920)] {
            let race = try race(size: size)
            let scene = try scene(race)
            let info = scene.layers[0].chart!
            let x = try #require(info.crossScale), y = try #require(info.scale)
            #expect(x.isLogarithmic && !y.isLogarithmic)
            let areaPerValue = try #require(info.areaPerValue)
            for k in 0..<3 {
                let time = race.story.time(ofPeriod: k)
                let frame = try renderer.render(scene, at: time)
                for row in Self.rows where row.period == race.data.periods[k] {
                    let expected = Point(x: x.coordinate(for: row.point.x)!, y: y.coordinate(for: row.point.y)!)
                    let measured = try #require(measure(frame, near: expected, outline: outline(race, row.name), background: race.story.background!),
                        "\(row.name) in \(row.period) at \(size): no bubble at \(expected)")
                    #expect(abs(measured.centre.x - expected.x) <= 1 && abs(measured.centre.y - expected.y) <= 1,
                        "\(row.name) in \(row.period) at \(size): centred at \(measured.centre), its axes put it at \(expected)")
                    let area = Double.pi * measured.radius * measured.radius, wanted = row.point.size * areaPerValue
                    #expect(abs(area / wanted - 1) <= 0.02, "\(row.name) in \(row.period) at \(size): area \(area), size × area per value \(wanted)")
                }
            }
        }
    }

    @Test func theAxesAreTheOnesTheirTicksShow() throws {
        let race = try race()
        let scene = try scene(race)
        let info = scene.layers[0].chart!
        let tree = try renderer.layoutTree(of: scene, at: 0.5)
        let xTicks = tree.nodes.filter { $0.id == "x-tick" }, yTicks = tree.nodes.filter { $0.id == "y-tick" }
        #expect(xTicks.count >= 3 && yTicks.count >= 3)
        // Log ticks: every one a 1, 2 or 5 × 10ⁿ, each label centred on where the x axis puts its value.
        for tick in xTicks {
            let value = try #require(Self.number(tick.text!), "x tick \(tick.text!)")
            let mantissa = value / pow(10, floor(log10(value)))
            #expect([1, 2, 5].contains { abs(mantissa - $0) < 1e-9 }, "x tick \(value)")
            let ink = try #require(tick.inkBox)
            #expect(abs(ink.minX + ink.width / 2 - info.crossScale!.coordinate(for: value)!) <= 1.5, "x tick \(value) at \(ink)")
        }
        for tick in yTicks {
            let value = try #require(Self.number(tick.text!))
            let ink = try #require(tick.inkBox)
            #expect(abs(ink.minY + ink.height / 2 - info.scale!.coordinate(for: value)!) <= 1.5, "y tick \(value) at \(ink)")
        }
    }

    /// "2 K" → 2000, "500" → 500.
    static func number(_ text: String) -> Double? {
        let units: [Character: Double] = ["K": 1e3, "M": 1e6, "B": 1e9]
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let unit = trimmed.last, let factor = units[unit] {
            return Double(trimmed.dropLast().trimmingCharacters(in: .whitespaces)).map { $0 * factor }
        }
        return Double(trimmed)
    }

    @Test func theLayoutFindsEveryBubbleByNameOnItsAxes() throws {
        let race = try race()
        let scene = try scene(race)
        for k in 0..<3 {
            let tree = try renderer.layoutTree(of: scene, at: race.story.time(ofPeriod: k))
            #expect(tree.problems().isEmpty, "\(tree.problems().map(\.message))")
            let chart = try #require(tree.nodes.first { $0.chart != nil }?.chart)
            for row in Self.rows where row.period == race.data.periods[k] {
                let node = try #require(tree.nodes.first { $0.mark?.name == row.name && $0.mark?.role == .bubble }, "\(row.name)")
                let geometry = try #require(node.markGeometry)
                let keyframe = try #require(node.mark?.keyframe(at: tree.time))
                #expect(keyframe.x == row.point.x && keyframe.y == row.point.y && keyframe.value == row.point.size)
                #expect(abs(geometry.minX + geometry.width / 2 - chart.crossScale!.coordinate(for: row.point.x)!) < 0.01)
                #expect(abs(geometry.minY + geometry.height / 2 - chart.scale!.coordinate(for: row.point.y)!) < 0.01)
            }
        }
    }

    @Test func theLayoutCheckCatchesABubbleOffItsAxesOrOfTheWrongArea() throws {
        let race = try race()
        var layer = try race.layer(measuring: measurer)
        layer.chart!.crossScale!.upperValue *= 2
        var scene = try Scene(width: 960, height: 540, duration: 4) { layer }
        let moved = try renderer.layoutTree(of: scene, at: 0.5).problems()
        #expect(moved.contains { $0.kind == .offAxis && $0.message.contains("bubble \"Alpha\" at x = 500") }, "\(moved.map(\.message))")
        layer.chart!.crossScale!.upperValue /= 2
        layer.chart!.areaPerValue! *= 1.1
        scene = try Scene(width: 960, height: 540, duration: 4) { layer }
        let grown = try renderer.layoutTree(of: scene, at: 0.5).problems()
        #expect(grown.contains { $0.kind == .offAxis && $0.message.contains("radius") }, "\(grown.map(\.message))")
    }

    /// A name a million times smaller than the largest is still drawn, at the smallest radius
    /// (its area then more than its size's), which the layout check knows; a size of 0 is not.
    @Test func theSmallestBubblesStillShow() throws {
        var rows = Self.rows.filter { $0.period == "2000" }
        rows.append(.init(period: "2000", name: "Speck", x: 2000, y: 55, size: 40, group: "West"))
        rows.append(.init(period: "2000", name: "Nil", x: 3000, y: 55, size: 0, group: "West"))
        var race = try race()
        race.data = try BubbleData(rows: rows)
        let scene = try scene(race)
        let tree = try renderer.layoutTree(of: scene, at: 0.5)
        #expect(tree.problems().isEmpty, "\(tree.problems().map(\.message))")
        let chart = try #require(tree.nodes.first { $0.chart != nil }?.chart)
        let smallest = try #require(chart.smallestRadius)
        #expect(smallest == 1, "1.5 points at 1920×1080 is 0.75 at 960×540: 1 at least")
        let speck = try #require(tree.nodes.first { $0.mark?.name == "Speck" }?.markGeometry)
        #expect(abs(speck.width / 2 - smallest) < 0.01, "proportional it would be \((40 * chart.areaPerValue! / Double.pi).squareRoot())")
        #expect(try #require(tree.nodes.first { $0.mark?.name == "Nil" }?.markGeometry).width == 0)
        // And drawn: the outline's colour at its centre.
        let frame = try renderer.render(scene, at: 0.5)
        let centre = frame.rgba(x: Int(speck.minX + speck.width / 2), y: Int(speck.minY + speck.height / 2)), background = try #require(race.drawnStory.background)
        #expect(abs(Double(centre.r) - background.red * 255) + abs(Double(centre.g) - background.green * 255) > 20, "no dot drawn: \(centre)")
    }

    /// A largest radius of half the plot's shorter side cannot fit inside the axes: it once
    /// widened a log axis to 10^-192…10^240 to make room (and stopped the program writing a
    /// tick). The largest bubble is drawn a third of the shorter side at most, the axes stay
    /// round the data, and every bubble is inside them.
    @Test func aBubbleTooLargeForThePlotIsDrawnAsLargeAsFits() throws {
        var race = try race(size: Size(width: 216, height: 902))
        race.largestRadius = 0.5
        let tree = try renderer.layoutTree(of: try scene(race), at: 0.5)
        #expect(tree.problems().isEmpty, "\(tree.problems().map(\.message))")
        let chart = try #require(tree.nodes.first { $0.chart != nil }?.chart)
        let x = try #require(chart.crossScale), y = try #require(chart.scale)
        // The data's x runs from 500 to 40,000, about two decades: the axis is at most three times
        // that, rounded out to powers of ten.
        #expect(log10(x.upperValue / x.lowerValue) <= 3 * log10(40_000.0 / 500) + 2, "\(x)")
        let plotWidth = x.upperCoordinate - x.lowerCoordinate
        for node in tree.nodes where node.mark != nil {
            let bubble = try #require(node.markGeometry)
            #expect(bubble.width <= plotWidth * 2 / 3 + 0.01)
            #expect(bubble.minX >= x.lowerCoordinate - 0.01 && bubble.maxX <= x.upperCoordinate + 0.01, "\(node.mark!.name) \(bubble)")
            #expect(bubble.minY >= y.upperCoordinate - 0.01 && bubble.maxY <= y.lowerCoordinate + 0.01, "\(node.mark!.name) \(bubble)")
        }
    }

    @Test func eachNameKeepsItsGroupsColourAndNamesFadeInAndOut() throws {
        let race = try race()
        let scene = try scene(race)
        let info = scene.layers[0].chart!
        let bg = race.story.background!
        func place(_ name: String, period k: Int) -> Point {
            let row = Self.rows.first { $0.name == name && $0.period == race.data.periods[k] }!
            return Point(x: info.crossScale!.coordinate(for: row.point.x)!, y: info.scale!.coordinate(for: row.point.y)!)
        }
        func pixel(_ frame: Frame, _ p: Point) -> Color {
            let c = frame.rgba(x: Int(p.x), y: Int(p.y))
            return Color(red8: Int(c.r), green8: Int(c.g), blue8: Int(c.b))
        }
        /// How much of the bubble's fill a pixel shows: 0 background, 1 the full fill.
        func shown(_ pixel: Color, _ name: String) -> Double {
            let c = race.color(ofName: race.data.names.firstIndex(of: name)!)
            let fill = [c.red, c.green, c.blue].enumerated().map { i, v in [bg.red, bg.green, bg.blue][i] * (1 - BubbleRace.fillAlpha) + v * BubbleRace.fillAlpha }
            let seen = [pixel.red, pixel.green, pixel.blue], back = [bg.red, bg.green, bg.blue]
            let d = zip(seen, back).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
            return d / zip(fill, back).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
        }
        let frames = try (0..<3).map { try renderer.render(scene, at: race.story.time(ofPeriod: $0)) }
        // One colour per group, the same in every period.
        let alpha = frames.indices.map { pixel(frames[$0], place("Alpha", period: $0)) }
        #expect(alpha.allSatisfy { $0.distance(to: alpha[0]) < 0.02 }, "\(alpha)")
        #expect(pixel(frames[0], place("Beta", period: 0)).distance(to: alpha[0]) < 0.02, "Alpha and Beta share their group's colour")
        #expect(pixel(frames[0], place("Gamma", period: 0)).distance(to: alpha[0]) > 0.2, "Gamma's group has its own colour")
        #expect(abs(shown(alpha[0], "Alpha") - 1) < 0.03)

        // Gamma sits period 1 out: fades out where it was, and back in at period 2's place.
        #expect(abs(shown(pixel(frames[0], place("Gamma", period: 0)), "Gamma") - 1) < 0.03)
        let halfway = try renderer.render(scene, at: race.story.time(ofPeriod: 0) + 0.5)
        let half = shown(pixel(halfway, place("Gamma", period: 0)), "Gamma")
        #expect(half > 0.4 && half < 0.6, "Gamma halfway out shows \(half) of its fill")
        #expect(shown(pixel(frames[1], place("Gamma", period: 0)), "Gamma") < 0.02, "Gamma is gone in period 1")
        #expect(abs(shown(pixel(frames[2], place("Gamma", period: 2)), "Gamma") - 1) < 0.03)
        // Delta enters in period 1, fading in at its first place.
        #expect(shown(pixel(frames[0], place("Delta", period: 1)), "Delta") < 0.02, "Delta is not there in period 0")
        #expect(abs(shown(pixel(frames[1], place("Delta", period: 1)), "Delta") - 1) < 0.03)
    }

    /// A highlighted name moving through another's label: one of the two labels gives way,
    /// fading out and back in only where they are apart, so that at no instant (also between
    /// the instants labels are placed at) two labels, however faint, overlap.
    @Test func labelsFadeOnlyWhereTheyAreApart() throws {
        // Five names on one spot (four labels around it, the fifth hidden), a sixth passing
        // through them.
        let stills = [1500.0, 1500, 1500, 1500, 1500]
        var rows: [BubbleData.Row] = []
        for (k, x) in [100.0, 20000, 100, 20000].enumerated() {
            for (i, still) in stills.enumerated() {
                rows.append(.init(period: "\(2000 + k)", name: "Still \(i)", x: still, y: 50, size: 1e6, group: nil))
            }
            rows.append(.init(period: "\(2000 + k)", name: "Mover", x: x, y: 50, size: 1e6, group: nil))
        }
        var race = try race(size: Size(width: 960, height: 300))
        race.data = try BubbleData(rows: rows)
        race.highlight = ["Mover"] + stills.indices.map { "Still \($0)" }
        let scene = try Scene(width: race.size.width, height: race.size.height, duration: 4.5) { try race.layer(measuring: measurer) }
        var hidden = 0
        for step in 0...480 {
            let time = 0.5 + Double(step) / 160
            let tree = try renderer.layoutTree(of: scene, at: time)
            let labels = tree.nodes.filter { $0.isVisible && $0.kind == "text" && race.highlight.contains($0.text ?? "") }
            if labels.count < race.highlight.count { hidden += 1 }
            for (i, first) in labels.enumerated() {
                for second in labels[(i + 1)...] {
                    let a = first.inkBox!, b = second.inkBox!
                    let w = min(a.maxX, b.maxX) - max(a.minX, b.minX), h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                    #expect(w <= 0.5 || h <= 0.5, "t = \(time): \(first.text!) and \(second.text!) overlap by \(w)×\(h) at opacities \(first.opacity), \(second.opacity)")
                }
            }
        }
        #expect(hidden > 0, "the case needs the labels to meet")
    }

    /// Two large bubbles side by side, as the last years of a Gapminder chart put the most
    /// populous nations: each name goes where it covers neither bubble (above or below), not
    /// to the right, across its neighbour.
    @Test func labelsKeepClearOfTheOtherBubbles() throws {
        var rows: [BubbleData.Row] = []
        for (k, spread) in [1.0, 1.2, 1.4].enumerated() {
            rows.append(.init(period: "\(2000 + k)", name: "Lanstan", x: 3000, y: 50, size: 1e9, group: nil))
            rows.append(.init(period: "\(2000 + k)", name: "Kaland", x: 3000 * spread * 1.3, y: 52, size: 8e8, group: nil))
            rows.append(.init(period: "\(2000 + k)", name: "Small", x: 200, y: 20, size: 1e6, group: nil))
        }
        var race = try race()
        race.data = try BubbleData(rows: rows)
        race.highlight = ["Lanstan", "Kaland"]
        let scene = try Scene(width: race.size.width, height: race.size.height, duration: 4) { try race.layer(measuring: measurer) }
        for time in [0.5, 1.0, 1.5, 2.0, 2.5] {
            let tree = try renderer.layoutTree(of: scene, at: time)
            let bubbles = tree.nodes.filter { $0.mark?.role == .bubble && race.highlight.contains($0.mark!.name) }
            #expect(bubbles.count == 2)
            for label in tree.nodes where label.isVisible && label.opacity > 0.5 && label.kind == "text" && race.highlight.contains(label.text ?? "") {
                let box = try #require(label.inkBox)
                for bubble in bubbles where bubble.mark!.name != label.text {
                    let disc = try #require(bubble.markGeometry)
                    let centre = Point(x: disc.minX + disc.width / 2, y: disc.minY + disc.height / 2), radius = disc.width / 2
                    let dx = max(box.minX - centre.x, 0, centre.x - box.maxX), dy = max(box.minY - centre.y, 0, centre.y - box.maxY)
                    #expect(dx * dx + dy * dy >= radius * radius, "t = \(time): \(label.text!)'s label \(box) over \(bubble.mark!.name)'s bubble (\(centre), r = \(radius))")
                }
            }
        }
    }

    @Test func logTicksAreOneTwoFiveOrPowersOfTen() {
        #expect(ChartScale.logarithmic(covering: 395, 96029, maxTicks: 10).ticks == [200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000])
        let decades = ChartScale.logarithmic(covering: 395, 96029, maxTicks: 6)
        #expect(decades.ticks == [1000, 10000, 100000] && decades.lower == 200 && decades.upper == 100000)
        #expect(ChartScale.logarithmic(covering: 0.003, 4e8, maxTicks: 6).ticks == [0.01, 1, 100, 10000, 1e6, 1e8])
        let tiny = ChartScale.logarithmic(covering: 50, 50)
        #expect(tiny.lower == 50 && tiny.upper == 100 && tiny.fraction(of: 50) == 0)
        #expect(abs(decades.fraction(of: 2000) - log10(10) / log10(500)) < 1e-12)
    }

    @Test func aSceneFileReadsItsColumnsFromAFileOrInline() throws {
        let directory = TemporaryDirectory()
        let csv = "yr,who,gdp,life,pop,region\n" + Self.rows.map {
            "\($0.period),\($0.name),\($0.point.x),\($0.point.y),\($0.point.size),\($0.group!)"
        }.joined(separator: "\n") + "\n"
        try csv.write(toFile: directory.file("b.csv"), atomically: true, encoding: .utf8)
        func decode(_ layer: String) throws -> Scene {
            let path = directory.file("s.yaml")
            try ("size: [960, 540]\nduration: 4\nlayers:\n  - " + layer.replacingOccurrences(of: "\n", with: "\n    ") + "\n")
                .write(toFile: path, atomically: true, encoding: .utf8)
            return try SceneDecoder.decode(contentsOf: path, measuring: measurer)
        }
        let fromFile = try decode("type: bubble-race\ndata: b.csv\nperiod: yr\nname: who\nx: gdp\ny: life\nsize: pop\ngroup: region\nxScale: log\nperiodDuration: 1s\nstartTime: 0.5s")
        let inline = try decode("type: bubble-race\nperiod: [\(Self.rows.map(\.period).joined(separator: ", "))]\nname: [\(Self.rows.map(\.name).joined(separator: ", "))]\n"
            + "x: [\(Self.rows.map { String($0.point.x) }.joined(separator: ", "))]\ny: [\(Self.rows.map { String($0.point.y) }.joined(separator: ", "))]\n"
            + "size: [\(Self.rows.map { String($0.point.size) }.joined(separator: ", "))]\ngroup: [\(Self.rows.map { $0.group! }.joined(separator: ", "))]\n"
            + "xScale: log\nperiodDuration: 1s\nstartTime: 0.5s")
        #expect(String(reflecting: fromFile.layers) == String(reflecting: inline.layers))
        var swift = try race()
        swift.story.gridColor = RaceStory().gridColor
        #expect(fromFile.layers[0].sublayers[0] == (try swift.layer(measuring: measurer)))

        // The errors of bad data, each naming the fix.
        try "period,name,x,y,size\n2000,A,0,1,1\n2000,B,1,2,3\n".write(toFile: directory.file("d.csv"), atomically: true, encoding: .utf8)
        try "period,name,x,y,size\n".write(toFile: directory.file("empty.csv"), atomically: true, encoding: .utf8)
        let d = "type: bubble-race\ndata: d.csv\nperiod: period\nname: name\nx: x\ny: y\nsize: size"
        _ = try decode(d)
        for (layer, message) in [
            (d + "\nxScale: log", "'A' has x = 0 in period '2000', but a log axis shows only values above 0"),
            (d.replacingOccurrences(of: "size: size", with: "size: [1, 2, 3]"), "`size` has 3 values but `period` has 2"),
            (d.replacingOccurrences(of: "y: y", with: "y: life"), "'d.csv' has no column 'life'"),
            ("type: bubble-race\nperiod: [a]", "a bubble race needs its `name` column"),
            (d.replacingOccurrences(of: "d.csv", with: "empty.csv"), "the data file 'empty.csv' has no rows of data"),
            ("type: bubble-race\nperiod: []\nname: []\nx: []\ny: []\nsize: []", "the bubble race's data has no rows"),
            (d + "\nhighlight: [Zed]", "`highlight` names 'Zed', which is not in the data"),
            (d + "\ncolors: {Zed: red}", "`colors` names 'Zed', which is neither a group nor a name of the data"),
        ] {
            do {
                _ = try decode(layer)
                Issue.record("\(layer) decoded")
            } catch {
                #expect("\(error)".contains(message), "\(layer): \(error)")
            }
        }
    }

    /// The CSV of `names` bubbles over `periods` periods, every value computed from its indices.
    static func bigCSV(names: Int, periods: Int) -> String {
        var csv = "period,name,x,y,size,group\n"
        for k in 0..<periods {
            for i in 0..<names {
                let x = 100 * pow(1.05, Double(k)) * Double(1 + (i * 37) % names), y = 20 + Double((i * 13 + k) % 60)
                csv += "\(1900 + k),Name \(i),\(x),\(y),\(1 + (i * 7) % 50),G\(i % 6)\n"
            }
        }
        return csv
    }

    @Test func aRaceOfFiveThousandBubblesRendersAndOneMoreIsAClearError() throws {
        let directory = TemporaryDirectory()
        try Self.bigCSV(names: 100, periods: 50).write(toFile: directory.file("big.csv"), atomically: true, encoding: .utf8)
        let path = directory.file("big.yaml")
        try "size: [1280, 720]\nduration: 11\nlayers:\n  - type: bubble-race\n    data: big.csv\n    period: period\n    name: name\n    x: x\n    y: y\n    size: size\n    group: group\n    xScale: log\n    periodDuration: 0.2s\n    startTime: 0.5s\n    highlight: [Name 0, Name 1]\n    trails: highlighted\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let scene = try SceneDecoder.decode(contentsOf: path, measuring: measurer)
        let tree = try renderer.layoutTree(of: scene, at: 0.5 + 49 * 0.2)
        #expect(tree.nodes.filter { $0.mark?.role == .bubble }.count == 100)
        #expect(tree.problems().isEmpty, "\(tree.problems().prefix(3).map(\.message))")
        let frame = try renderer.render(scene, at: 0.5 + 49 * 0.2)
        #expect(frame.width == 1280)

        try (Self.bigCSV(names: 100, periods: 50) + "1950,Name 0,1,1,1,G0\n").write(toFile: directory.file("big.csv"), atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { try SceneDecoder.decode(contentsOf: path, measuring: measurer) }
        do {
            _ = try SceneDecoder.decode(contentsOf: path, measuring: measurer)
        } catch {
            #expect("\(error)".contains("more than a chart draws (5000)"), "\(error)")
        }
    }
}
