import Foundation
import Reel

// Issue 25: a chart's layout (measuring its texts, placing every label, building its layers
// and keyframes) must cost at most 5 % of rendering it at 1920×1080. For each shipped chart
// scene, at 1920×1080: the time to build its layer tree (the scene file decoded with the chart
// laid out, the chart's own `layer(measuring:)` alone for the races), and the time to render
// its frames (sampled evenly over the duration, scaled to the scene's frame count; rendering
// only, without encoding, so the ratio is an upper bound of layout's share of `reel render`).
// Rounds alternate, and the medians are compared.
//
// Usage: swift run -c release ChartLayoutRatio   (REEL_BENCH_ROUNDS, default 5; REEL_BENCH_SAMPLES
// frames rendered per round, default 24)

let environment = ProcessInfo.processInfo.environment
let rounds = Int(environment["REEL_BENCH_ROUNDS"] ?? "") ?? 5
let samples = Int(environment["REEL_BENCH_SAMPLES"] ?? "") ?? 24
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

/// A shipped scene rescaled to 1920×1080 by a wrapper scene that includes it with a frame.
struct Case {
    var name: String
    var scene: String
}

let cases = [
    Case(name: "bar race", scene: "bar-race.yaml"), Case(name: "line race", scene: "line-race.yaml"),
    Case(name: "bar chart", scene: "bar-chart.yaml"), Case(name: "line chart", scene: "line-chart.yaml"),
    Case(name: "gauge", scene: "gauge.yaml"), Case(name: "pie chart", scene: "pie-chart.yaml"),
]

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// The scene file as a 1920×1080 scene: its own size replaced, its chart layers' frames too.
func fullHD(_ path: String) throws -> String {
    var yaml = try String(contentsOfFile: path, encoding: .utf8)
    yaml = yaml.replacingOccurrences(of: #"(?m)^size: \[\d+, \d+\]"#, with: "size: [1920, 1080]", options: .regularExpression)
    yaml = yaml.replacingOccurrences(of: #"(?m)^(    )frame: \[[^\]]*\]"#, with: "$1frame: [0, 0, 1920, 1080]", options: .regularExpression)
    return yaml
}

print("case         layout ms  frame ms  frames  render s  layout/render  layout/frame")
var worst = 0.0
for item in cases {
    let path = root + "/scenes/" + item.scene
    let yaml = try fullHD(path)
    let renderer = Renderer()
    var layouts: [Double] = [], frames: [Double] = []
    var scene = try SceneDecoder.decode(yaml: yaml, file: path, directory: root + "/scenes", measuring: renderer)
    for _ in 0..<rounds {
        // A fresh measurer each round: a render lays its charts out once, with cold text caches.
        let measurer = TextMeasurer()
        layouts.append(try seconds { scene = try SceneDecoder.decode(yaml: yaml, file: path, directory: root + "/scenes", measuring: measurer) })
        let times = (0..<samples).map { scene.duration * (Double($0) + 0.5) / Double(samples) }
        frames.append(try seconds { for t in times { _ = try renderer.render(scene, at: t) } } / Double(samples))
    }
    let layout = median(layouts), frame = median(frames)
    let count = (scene.fps * scene.duration).rounded()
    let ratio = layout / (frame * count)
    worst = max(worst, ratio)
    print(item.name.padding(toLength: 12, withPad: " ", startingAt: 0),
          String(format: "%9.2f  %8.2f  %6.0f  %8.2f  %12.2f %%  %11.2f", layout * 1000, frame * 1000, count, frame * count, ratio * 100, layout / frame))
}
print(String(format: "largest share of a 1080p render spent on layout: %.2f %% (limit 5 %%)", worst * 100))
