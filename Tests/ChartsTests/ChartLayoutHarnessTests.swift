import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport

/// Every chart type on generated data (long and CJK names, ties, zeros, negatives where a
/// chart allows them, values from 1e-3 to 1e15, 1 to 200 names) at every frame shape from
/// 320×180 to 3840×2160, checked at sampled times with `reel layout --check`'s own check: no
/// text overlap, no text outside the frame, marks on their chart's scale — and the layout's
/// boxes cover every pixel the render draws, so the layout cannot lie.
///
/// Each chart × data case runs at one size, rotating through the sizes so that every chart
/// meets every size over its cases (the whole suite stays within a CI budget). Each check is
/// its own verdict: a failure not in `knownFailures` fails the test, and so does a known
/// failure that passes (remove it from the table).
@Suite struct ChartLayoutHarnessTests {
    /// What is known to fail today, each with why. The charts' rewrite (issue 25, items 1–5)
    /// shrinks it; an entry whose check passes fails the test until it is removed.
    /// Keys: "chart/case/check", check one of decodes, text-overlap, outside-frame, off-axis, coverage.
    /// Each value says the size it ran at and why it fails.
    static let knownFailures: [String: String] = [:]

    static let sizes: [(Int, Int)] = [(320, 180), (640, 360), (1080, 1080), (1080, 1920), (1920, 1080), (3840, 2160)]

    /// Generated data: names and one value per name per period (periods > 1 for races only).
    struct DataCase: Sendable {
        var name: String
        var names: [String]
        var values: [Double]
        /// Only for charts that allow negative values.
        var isNegative = false

        /// Values for period k of a race: the same ranking moved a little each period.
        func values(period k: Int) -> [Double] {
            values.enumerated().map { i, v in v == 0 ? 0 : v * (1 + 0.1 * Double((i + k) % 3)) }
        }
    }

    static let cases: [DataCase] = {
        let countries = ["Norway", "Peru", "Japan", "Kenya", "Chile", "Spain", "India", "Brazil"]
        let long = [
            "The United Kingdom of Great Britain and Northern Ireland", "The Democratic Republic of the Congo",
            "Saint Vincent and the Grenadines", "The Federated States of Micronesia", "Bosnia and Herzegovina",
            "The Lao People's Democratic Republic", "Trinidad and Tobago", "São Tomé and Príncipe",
            "Antigua and Barbuda", "The Central African Republic", "Papua New Guinea", "The Dominican Republic",
        ]
        let cjk = ["中华人民共和国", "日本国", "대한민국", "台湾", "香港特别行政区", "朝鲜民主主义人民共和国", "蒙古国", "新加坡共和国"]
        func spread(_ n: Int, from low: Double, to high: Double) -> [Double] {
            (0..<n).map { n == 1 ? high : low + (high - low) * Double(($0 * 7) % n) / Double(n - 1) }
        }
        return [
            DataCase(name: "plain", names: countries, values: spread(8, from: 12, to: 95)),
            DataCase(name: "long names", names: long, values: spread(12, from: 120, to: 950)),
            DataCase(name: "CJK names", names: cjk, values: spread(8, from: 3, to: 40)),
            DataCase(name: "ties", names: countries, values: Array(repeating: 50, count: 8)),
            DataCase(name: "zeros", names: countries, values: [0, 0, 30, 0, 55, 0, 0, 12]),
            DataCase(name: "negatives", names: countries, values: spread(8, from: -60, to: 45), isNegative: true),
            DataCase(name: "tiny values", names: countries, values: spread(8, from: 0.001, to: 0.009)),
            DataCase(name: "huge values", names: countries, values: spread(8, from: 1e14, to: 8e14)),
            DataCase(name: "one name", names: ["Lonely"], values: [42]),
            DataCase(name: "200 names", names: (1...200).map { "Region \($0)" }, values: spread(200, from: 1, to: 5000)),
        ]
    }()

    /// One chart type: how it is written for a data case, `nil` where the case does not apply.
    struct ChartCase: Sendable, CustomTestStringConvertible {
        var chart: String
        var data: DataCase
        var width: Int
        var height: Int
        var testDescription: String { "\(chart)/\(data.name) at \(width)×\(height)" }
        var key: String { "\(chart)/\(data.name)" }
    }

    static let charts = ["bar-chart", "line-chart", "bar-race", "line-race", "pie-chart", "area-chart", "bubble-race",
                         "bar-chart states", "line-chart states", "pie-chart states", "bar-chart angled", "line-chart labelled"]
    /// Charts that draw no data of the scene's: each runs at two sizes.
    static let fixedCharts = ["gauge", "counter-arc", "progress-track", "wave", "live-line", "gauge captioned", "progress-track long"]

    static let all: [ChartCase] = {
        var result: [ChartCase] = []
        for (c, chart) in charts.enumerated() {
            for (d, data) in cases.enumerated() where !data.isNegative || chart.hasPrefix("line-chart") {
                let (w, h) = sizes[(c * 3 + d) % sizes.count]
                result.append(ChartCase(chart: chart, data: data, width: w, height: h))
            }
        }
        for (c, chart) in fixedCharts.enumerated() {
            for k in 0..<2 {
                let (w, h) = sizes[(c * 2 + k * 3) % sizes.count]
                result.append(ChartCase(chart: chart, data: DataCase(name: "default \(k + 1)", names: [], values: []), width: w, height: h))
            }
        }
        return result
    }()

    static func quoted(_ s: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [s])
        return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
    }

    static func list(_ values: [Double]) -> String { "[" + values.map { String($0) }.joined(separator: ", ") + "]" }
    static func list(_ texts: [String]) -> String { "[" + texts.map(quoted).joined(separator: ", ") + "]" }

    /// The scene file (and data file) for a case, written into `directory`; returns its path.
    static func writeScene(_ c: ChartCase, in directory: TemporaryDirectory) throws -> String {
        let data = c.data
        var chart = "  - type: \(c.chart.split(separator: " ")[0])\n    frame: [0, 0, \(c.width), \(c.height)]\n"
        var duration = 3.0
        switch c.chart {
        case "bar-chart", "bar-chart angled":
            chart += "    values: \(list(data.values))\n    xLabels: \(list(data.names))\n"
            if c.chart.hasSuffix("angled") { chart += "    xLabelOrientation: angled\n" }
        case "line-chart":
            let low = min(0, data.values.min()!), high = data.values.max()!
            let labels = (0...4).map { String(format: "%g", low + (high - low) * Double($0) / 4) }
            chart += "    values: \(list(data.values))\n    xLabels: \(list(data.names))\n    yLabels: \(list(labels))\n"
        case "line-chart labelled":
            // Round ticks, and every value written over its point where it fits.
            chart += "    values: \(list(data.values))\n    xLabels: \(list(data.names))\n    pointLabels: true\n"
        case "progress-track long":
            chart += "    steps: 123456789012345\n    goal: 999999999999999\n    groupThousands: true\n"
            chart += "    unit: \"steps walked by everybody in the whole world today\"\n"
            duration = 4
        case "gauge captioned":
            chart += "    percentage: 99.99\n    decimals: 4\n    caption: \"of all the requests served within the deadline\"\n"
            chart += "    changes: [{at: 1s, percentage: 100}]\n"
            duration = 4
        case "bar-race", "line-race":
            var csv = "year,name,value\n"
            for k in 0..<4 {
                for (name, value) in zip(data.names, data.values(period: k)) { csv += "\(2020 + k),\(quoted(name)),\(value)\n" }
            }
            try csv.write(toFile: directory.file("data.csv"), atomically: true, encoding: .utf8)
            chart += "    data: data.csv\n    period: year\n    name: name\n    value: value\n    periodDuration: 0.5s\n    startTime: 0.2s\n"
            chart += "    title: \"Generated: \(data.name)\"\n    caption: \"Source: the harness\"\n"
            duration = 2.5
        case "bubble-race":
            // x and y from the case's values (moved within their range: chart data stops at 1e15),
            // size the value itself (zeros stay zeros); every fifth
            // name enters in the second period and every seventh leaves in the last; three groups.
            let n = data.names.count
            let groups = data.name == "CJK names" ? ["亚洲", "欧洲", "美洲"]
                : data.name == "long names" ? (1...3).map { "The group of the particularly long names number \($0)" } : ["North", "South", "East"]
            var csv = "year,name,x,y,size,group\n"
            for k in 0..<4 {
                let values = data.values(period: k).map { $0 / 1.2 }, next = data.values(period: k + 1).map { $0 / 1.2 }
                for i in 0..<n where !(k == 0 && i % 5 == 4) && !(k == 3 && i % 7 == 6) {
                    csv += "\(2020 + k),\(quoted(data.names[i])),\(values[i]),\(next[(i + 1) % n]),\(data.values[i]),\(quoted(groups[i % 3]))\n"
                }
            }
            try csv.write(toFile: directory.file("data.csv"), atomically: true, encoding: .utf8)
            let log = data.values.allSatisfy { $0 > 0 } && data.name != "plain"
            chart += "    data: data.csv\n    period: year\n    name: name\n    x: x\n    y: y\n    size: size\n    group: group\n    xScale: \(log ? "log" : "linear")\n    periodDuration: 0.5s\n    startTime: 0.2s\n"
            chart += "    title: \"Generated: \(data.name)\"\n    caption: \"Source: the harness\"\n"
            chart += "    xTitle: \"Generated x of \(data.name)\"\n    yTitle: \"Generated y\"\n"
            chart += "    highlight: \(list(Array(data.names.prefix(2))))\n    trails: highlighted\n"
            duration = 2.5
        case "bar-chart states", "line-chart states", "pie-chart states":
            chart += "    states:\n" + states(data, signed: c.chart.hasPrefix("line")).map { "      - \($0)\n" }.joined()
            chart += "    stateDuration: 0.9s\n    transitionDuration: 0.6s\n"
            duration = 4
        case "pie-chart":
            chart += "    values: \(list(data.values.map { abs($0) }))\n"
        case "area-chart":
            let records = zip(data.names, data.values).map { "{label: \(quoted($0)), value: \($1)}" }
            chart += "    records: [\(records.joined(separator: ", "))]\n"
        default:
            duration = 4
        }
        let yaml = "size: [\(c.width), \(c.height)]\nfps: 10\nduration: \(duration)\nlayers:\n" + chart
        let path = directory.file("scene.yaml")
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Three states of a data case, written inline: the case's values; then changed, its last
    /// name gone and a new one; then its first name renamed (a new mark).
    static func states(_ data: DataCase, signed: Bool) -> [String] {
        func state(_ name: String, _ names: [String], _ values: [Double]) -> String {
            // Within the charts' range (values(period:) grows a value by up to 20 %).
            let entries = zip(names, values).map { "\(quoted($0)): \(min(signed ? $1 : abs($1), 1e15))" }
            return "{state: \(name), values: {\(entries.joined(separator: ", "))}}"
        }
        let second = data.values(period: 1), third = data.values(period: 2)
        var names2 = Array(data.names.dropLast()), values2 = Array(second.dropLast())
        names2.append("Newcomer")
        values2.append(second.last ?? 1)
        var names3 = names2
        names3[0] += " (renamed)"
        return [state("S1", data.names, data.values), state("S2", names2, values2), state("S3", names3, Array(third.prefix(names3.count)))]
    }

    /// The middle of every transition between a chart's states (0.6 s long, ending at each state's time).
    static func transitionMiddles(_ scene: Scene) -> [Double] {
        var times: [Double] = []
        func visit(_ layer: Layer) {
            for period in (layer.chart?.periods ?? []).dropFirst() { times.append(period.time - 0.3) }
            layer.sublayers.forEach(visit)
        }
        scene.layers.forEach(visit)
        return times
    }

    /// The times a case is checked at: up to four of the scene's check times, the last frame among them.
    static func sampledTimes(_ scene: Scene) -> [Double] {
        let times = scene.checkTimes()
        guard times.count > 4 else { return times }
        return [times[times.count / 3], times[2 * times.count / 3], times[times.count - 2], times[times.count - 1]]
    }

    @Test(arguments: all)
    func chartLaysItselfOut(_ c: ChartCase) throws {
        let directory = TemporaryDirectory()
        let path = try Self.writeScene(c, in: directory)
        var verdicts: [(check: String, failures: [String])] = []
        let scene: Scene
        do {
            scene = try SceneDecoder.decode(contentsOf: path, measuring: TextMeasurer())
            verdicts.append(("decodes", []))
        } catch {
            verdicts.append(("decodes", ["\(error)"]))
            judge(c, verdicts)
            return
        }
        let renderer = Renderer()
        var problems: [LayoutProblem] = []
        let times = Self.sampledTimes(scene)
        for time in times + (c.chart.hasSuffix("states") ? Self.transitionMiddles(scene) : []) { problems += try renderer.layoutTree(of: scene, at: time).problems() }
        for kind in LayoutProblem.Kind.allCases {
            verdicts.append((kind.rawValue, problems.filter { $0.kind == kind }.map { "t = \($0.time): \($0.message)" }))
        }
        // The render of the last sampled time against its layout.
        let last = times.last ?? 0
        let frame = try renderer.render(scene, at: last)
        let coverage = try LayoutCoverage(frame: frame, tree: try renderer.layoutTree(of: scene, at: last), background: scene.background)
        verdicts.append(("coverage", coverage.uncoveredCount == 0 ? [] : [
            "t = \(last): \(coverage.uncoveredCount) drawn pixels lie in no layer's box, such as \(coverage.examples.map { "(\($0.x), \($0.y))" }.joined(separator: ", "))",
        ]))
        judge(c, verdicts)
    }

    func judge(_ c: ChartCase, _ verdicts: [(check: String, failures: [String])]) {
        for (check, failures) in verdicts {
            let key = "\(c.key)/\(check)"
            let known = Self.knownFailures[key]
            if !failures.isEmpty, known != nil, ProcessInfo.processInfo.environment["REEL_HARNESS_VERBOSE"] != nil {
                print("KNOWN \(key) at \(c.width)×\(c.height): \(failures.prefix(3).joined(separator: " | "))")
            }
            if failures.isEmpty, known != nil {
                Issue.record("\(key) passes now at \(c.width)×\(c.height): remove it from ChartLayoutHarnessTests.knownFailures")
            } else if !failures.isEmpty, known == nil {
                let shown = failures.prefix(3).joined(separator: "\n  ")
                Issue.record("\(key) at \(c.width)×\(c.height) fails \(failures.count) time(s):\n  \(shown)")
            }
        }
    }

    /// Every key of the table names a case that runs and a check that exists.
    @Test func knownFailuresNameRealCases() {
        let keys = Set(Self.all.map(\.key))
        let checks = Set(["decodes", "coverage"] + LayoutProblem.Kind.allCases.map(\.rawValue))
        for key in Self.knownFailures.keys {
            let parts = key.split(separator: "/").map(String.init)
            #expect(parts.count == 3 && keys.contains(parts[0] + "/" + parts[1]) && checks.contains(parts[2]), "\(key) is not a case and check of the harness")
        }
    }
}
