import ArgumentParser
import Foundation
import Reel

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print where every layer paints at a time, or check the layout.",
        discussion: """
            Prints the scene evaluated at a time: for every layer its path (layers[2].sublayers[0]), id, kind, painted box in scene coordinates after every transform and clip, opacity, for a text its string and ink box, for a chart mark its data name and the value it shows then (or the two it moves between). The JSON (--json) is described in docs/layout.md.

            --check reports visible texts whose ink overlaps, text outside the frame, text that vanishes into the colour behind it and chart marks off their chart's scale, with the layer paths, and exits with 1 when there is any: at --at's time, or without it at every period and keyframe time.

            Examples:
              reel layout scenes/bar-chart.yaml --at 5
              reel layout scenes/bar-chart.yaml --at 5 --json | jq '.layers[] | select(.mark.name == "Jun")'
              reel layout scenes/bar-race.yaml --check
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The time, from 0 to 86400 seconds: seconds, or with a unit (1.5s, 250ms).", valueName: "TIME"))
    var at: String?

    @Flag(help: "Check the layout instead of printing it; exit 1 when there is a problem.")
    var check = false

    @Flag(help: "Print JSON on stdout.")
    var json = false

    func validate() throws {
        if at == nil, !check { throw ValidationError("give the time with --at SECONDS (or --check to check every period and keyframe time)") }
        if let at, FrameSelection.seconds(at).map({ $0 >= 0 && $0 <= 86_400 }) != true {
            throw ValidationError("--at must be a time from 0 to 86400 seconds: seconds (1.5) or with a unit (1.5s, 250ms); got '\(at)'")
        }
    }

    func run() throws {
        let scene = try sceneOptions.load(json: json).scene
        var problems: [LayoutProblem] = []
        try CommandRunner.run(json: json) {
            _ = try Renderer.frameSize(for: scene)
            let renderer = Renderer()
            let time = at.flatMap(FrameSelection.seconds)
            if check {
                let times = time.map { [$0] } ?? scene.checkTimes()
                problems = try LayoutReport.problems(of: scene, renderer: renderer, at: times)
                if json {
                    CommandRunner.printResult(.object([
                        ("type", .string(problems.isEmpty ? "layout-ok" : "layout-problems")), ("file", .string(sceneOptions.scene)),
                        ("times", .array(times.map(JSONValue.number))), ("problems", .array(problems.map(LayoutReport.json))),
                    ]))
                } else {
                    for problem in problems { print(LayoutReport.text(problem)) }
                    let checked = times.count == 1 ? "at \(times[0].formattedSeconds)" : "at \(times.count) times"
                    print(problems.isEmpty
                        ? "\(sceneOptions.scene): layout ok \(checked)"
                        : "\(sceneOptions.scene): \(problems.count) layout problem\(problems.count == 1 ? "" : "s") \(checked)")
                }
            } else if let time {
                let tree = try renderer.layoutTree(of: scene, at: time)
                if json {
                    CommandRunner.printResult(.object([("type", .string("layout")), ("file", .string(sceneOptions.scene)), ("layout", LayoutReport.json(tree))]))
                } else {
                    print(LayoutReport.text(tree))
                }
            }
        }
        if !problems.isEmpty { throw ExitStatus.failure }
    }
}
