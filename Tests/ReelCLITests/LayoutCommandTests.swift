import Foundation
import Testing
import TestSupport

/// `reel layout` and `reel validate --layout`: the evaluated tree as JSON, the check's findings
/// and exit codes, and the limits on chart input.
@Suite struct LayoutCommandTests {
    /// The JSON's `layout.layers`.
    func layers(_ result: ProcessResult) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let layout = try #require(object["layout"] as? [String: Any])
        return try #require(layout["layers"] as? [[String: Any]])
    }

    @Test func aBarOfTheSeedBarChartIsFoundByName() throws {
        let result = try ProcessResult.reel("layout", PackagePaths.scene("bar-chart.yaml"), "--at", "1.9", "--json")
        #expect(result.status == 0, "\(result.standardError)")
        let all = try layers(result)
        let may = all.filter { (($0["mark"] as? [String: Any])?["name"] as? String) == "May" && ($0["visible"] as? Bool) == true }
        #expect(may.count == 1, "one visible bar of May at 1.9 s, in the first round")
        let bar = try #require(may.first)
        let mark = try #require(bar["mark"] as? [String: Any])
        #expect(mark["value"] as? Double == 95)
        #expect(mark["role"] as? String == "bar")
        #expect(bar["kind"] as? String == "shape")
        #expect((bar["path"] as? String)?.hasPrefix("layers[0].sublayers[0]") == true)
        // The tallest bar of a 340×340 scene: its painted box is tall and inside the canvas.
        let box = try #require(bar["box"] as? [String: Double])
        #expect(box["height"]! > 150)
        #expect(box["x"]! >= 0 && box["x"]! + box["width"]! <= 340 && box["y"]! >= 0 && box["y"]! + box["height"]! <= 340)
        // Texts carry their ink box, inside their painted box.
        let label = try #require(all.first { $0["text"] as? String == "May" && $0["visible"] as? Bool == true })
        let ink = try #require(label["inkBox"] as? [String: Double])
        #expect(ink["width"]! > 5 && ink["height"]! > 5)
    }

    /// A race's marks and axis report what they show at the asked time: a period's values at its
    /// time (not the first period's, the model state), and the two periods' between them.
    @Test func aRaceMarkShowsItsValueAtTheTimeAsked() throws {
        func mark(_ name: String, at time: String) throws -> (mark: [String: Any], scale: [String: Any]) {
            let result = try ProcessResult.reel("layout", PackagePaths.scene("bar-race.yaml"), "--at", time, "--json")
            #expect(result.status == 0, "\(result.standardError)")
            let all = try layers(result)
            let mark = try #require(all.lazy.compactMap { $0["mark"] as? [String: Any] }.first { $0["name"] as? String == name })
            let chart = try #require(all.lazy.compactMap { $0["chart"] as? [String: Any] }.first)
            return (mark, try #require(chart["scale"] as? [String: Any]))
        }
        // scenes/bar-race.yaml shows year k at 0.5 s + k × 0.6 s; data/renewables.csv has
        // Sweden at 77.1 TWh in 2000, 79.9 in 2004 and 85.6 in 2005.
        let (at2005, scale2005) = try mark("Sweden", at: "3.5")
        #expect(at2005["value"] as? Double == 85.6)
        #expect(scale2005["upperValue"] as? Double != nil)
        let (moving, movingScale) = try mark("Sweden", at: "3.2")
        #expect(moving["value"] is NSNull)
        #expect((moving["from"] as? [String: Any])?["value"] as? Double == 79.9)
        #expect((moving["to"] as? [String: Any])?["value"] as? Double == 85.6)
        #expect((moving["to"] as? [String: Any])?["time"] as? Double == 3.5)
        #expect(movingScale["upperValue"] is NSNull)
        #expect((movingScale["to"] as? [String: Any])?["upperValue"] as? Double == scale2005["upperValue"] as? Double)
        let text = try ProcessResult.reel("layout", PackagePaths.scene("bar-race.yaml"), "--at", "3.2")
        #expect(text.standardOutput.contains("bar \"Sweden\" between 79.9 (t = 2.9 s) and 85.6 (t = 3.5 s)"), "\(text.standardOutput.prefix(3000))")
        // Where nothing moves it, a mark holds a value: 2000's before the race starts, 2024's after its end.
        #expect(try mark("Sweden", at: "0.2").mark["value"] as? Double == 77.1)
        #expect(try mark("Sweden", at: "15.9").mark["value"] as? Double == 104.6)
    }

    static let colliding = """
        size: [320, 180]
        duration: 1
        layers:
          - {type: text, frame: [20, 20, 200, 40], string: "Revenue 2024", fontSize: 24}
          - {type: text, frame: [60, 30, 200, 40], string: "Costs 2024", fontSize: 24}
          - {type: text, frame: [250, 150, 200, 40], string: "Off the edge", fontSize: 18}
        """

    @Test func theCheckReportsCollidingTextAndTextOutsideTheFrameAndExits1() throws {
        let directory = TemporaryDirectory()
        let scene = directory.file("colliding.yaml")
        try Self.colliding.write(toFile: scene, atomically: true, encoding: .utf8)
        let result = try ProcessResult.reel("layout", scene, "--at", "0.5", "--check")
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("text-overlap: layers[0] \"Revenue 2024\" and layers[1] \"Costs 2024\" overlap"))
        #expect(result.standardOutput.contains("outside-frame: layers[2] \"Off the edge\" is outside the 320×180 frame"))
        #expect(!result.standardOutput.contains("layers[0] \"Revenue 2024\" and layers[2]"), "texts apart do not collide")

        let json = try ProcessResult.reel("layout", scene, "--at", "0.5", "--check", "--json")
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let problems = try #require(object["problems"] as? [[String: Any]])
        #expect(problems.map { $0["kind"] as? String } == ["text-overlap", "outside-frame"])
        #expect(problems[0]["paths"] as? [String] == ["layers[0]", "layers[1]"])

        let validate = try ProcessResult.reel("validate", scene, "--layout")
        #expect(validate.status == 1)
        #expect(validate.standardOutput.contains("layout: 4 problems"), "two problems at each of the 2 times checked: \(validate.standardOutput)")
    }

    @Test func aSceneLaidOutWellPassesTheCheck() throws {
        let directory = TemporaryDirectory()
        let scene = directory.file("apart.yaml")
        try """
            size: [320, 180]
            duration: 1
            layers:
              - {type: text, frame: [20, 20, 200, 40], string: "Revenue 2024", fontSize: 24}
              - {type: text, frame: [20, 90, 200, 40], string: "Costs 2024", fontSize: 24}
            """.write(toFile: scene, atomically: true, encoding: .utf8)
        let result = try ProcessResult.reel("layout", scene, "--check")
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("layout ok"))
        let validate = try ProcessResult.reel("validate", scene, "--layout")
        #expect(validate.status == 0)
        #expect(validate.standardOutput.contains("layout: ok"))
    }

    /// A dark theme over the scene's own light backgrounds: the theme's light labels vanish,
    /// and the check names them; the scene as shipped passes.
    @Test func theCheckFindsTextThatVanishesIntoWhatIsBehindIt() throws {
        let directory = TemporaryDirectory()
        let shipped = try String(contentsOfFile: PackagePaths.scene("quarterly-sales.yaml"), encoding: .utf8)
        let dark = shipped.replacingOccurrences(of: "\nbackground: \"#ffffff\"\n", with: "\nbackground: \"#ffffff\"\ntheme: dark\n")
        #expect(dark != shipped)
        try dark.write(toFile: directory.file("dark.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: PackagePaths.scene("data"), toPath: directory.file("data"))
        let result = try ProcessResult.reel("layout", directory.file("dark.yaml"), "--at", "1.5", "--check")
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("low-contrast: "))
        #expect(result.standardOutput.contains("\"Q1 2026\" is #f9fafb on #f9fafb"), "\(result.standardOutput)")
        // The fix names the key that sets what is behind it: the chart's own background.
        #expect(result.standardOutput.contains("or set the bar chart's `chartBackground` (layers[1].sublayers[0])"), "\(result.standardOutput)")
        let light = try ProcessResult.reel("layout", PackagePaths.scene("quarterly-sales.yaml"), "--at", "1.5", "--check")
        #expect(light.status == 0, "\(light.standardOutput)")
    }

    @Test func aRaceTooShortNamesItsCutPeriodsOnce() throws {
        let result = try ProcessResult.reel("validate", BrokenScene.directory + "/race-too-short.yaml")
        #expect(result.status == 0, "\(result.standardError)")
        let out = result.standardOutput
        #expect(out.contains("bar race race: 9 of its 20 periods come after the scene's end (5 s) and are never shown: '2011' to '2019'; a duration of 9.5 s shows them all"), "\(out)")
        #expect(out.components(separatedBy: "'2011'").count == 2, "named once")
        #expect(!out.contains("tick-") && !out.contains("bounds.size.width") && !out.contains("position.y"), "no internal animation names: \(out)")
    }

    /// The case: a 2 MB label cell in a 64×36 bar chart. Before the limit, validating it
    /// asked for gigabytes; under a 1 GB address-space limit it must end with the error.
    @Test func aTwoMegabyteLabelIsAClearErrorInBoundedMemory() throws {
        let directory = TemporaryDirectory()
        try ("month,sales\n" + String(repeating: "x", count: 2_000_000) + ",1\n").write(toFile: directory.file("big.csv"), atomically: true, encoding: .utf8)
        try """
            size: [64, 36]
            duration: 1
            layers:
              - type: bar-chart
                frame: [0, 0, 64, 36]
                data: big.csv
                values: sales
                xLabels: month
            """.write(toFile: directory.file("big.yaml"), atomically: true, encoding: .utf8)
        let result = try ProcessResult.run("/bin/sh", ["-c", "ulimit -v 1000000; exec \"$0\" validate big.yaml", PackagePaths.reelBinary],
                                           directory: directory.path)
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("big.yaml:6:11: error: row 1 of column 'month' in the data file 'big.csv' is 2000000 characters long; a chart text is at most 1000 characters"))
        #expect(result.standardError.contains("fix: shorten the cell"))
    }

    @Test func anInlineLabelTooLongIsReportedWhereItIsWritten() throws {
        let directory = TemporaryDirectory()
        let long = String(repeating: "y", count: 1_001)
        try """
            size: [64, 36]
            duration: 1
            layers:
              - {type: bar-chart, frame: [0, 0, 64, 36], values: [1, 2], xLabels: [a, \(long)]}
            """.write(toFile: directory.file("inline.yaml"), atomically: true, encoding: .utf8)
        let result = try ProcessResult.reel("validate", directory.file("inline.yaml"))
        #expect(result.status == 2)
        #expect(result.standardError.contains("error: this text is 1001 characters long; a chart text is at most 1000 characters"), "\(result.standardError)")
    }
}
