import BenchmarkSupport
import Foundation
import Reel

// Issue 13: `reel render`'s pipeline (render, convert, encode, mux) against x264 alone
// encoding the same frames, already rendered and converted to YUV, with the same settings
// (libx264 through libavcodec, veryfast, crf 20, the same muxer), on the seed bar chart at
// 1920×1080 60 fps and 3840×2160 30 fps. The two sides alternate within one run (the order
// flips every round), so a change in the machine's load hits both; the ratio of the medians
// is the figure. Wall-clock time, and the process's CPU time (user + system) beside it. Each
// side runs in a fresh process, as a command-line render and FFmpeg's CLI would.
//
// `memory` renders the 1080p chart for 10 s and for 60 s, each in a process of its own, and
// prints each one's peak resident memory (the limit: 300 MB, and the same for both).
//
// Usage: swift run -c release EncodeRatio [1080p|4k|memory]   (REEL_BENCH_ROUNDS, default 3)

struct Case {
    var name: String
    var height: Int
    var fps: Double
    var duration: Double
}

struct Timing {
    var wall: Double
    var cpu: Double
    /// Page faults that had to find a fresh page (the kernel clears it first).
    var faults: Int
}

func minorFaults() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_minflt
}

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

func measure(_ body: () throws -> Void) rethrows -> Timing {
    let cpu = cpuSeconds(), faults = minorFaults(), start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Timing(wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                  cpu: cpuSeconds() - cpu, faults: minorFaults() - faults)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double) -> String { String(format: "%.2f", value) }

/// The machine's one-minute load average, printed beside each round: the ratio is only
/// comparable between runs at a similar load.
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
}

/// The process's peak resident memory in MB.
func peakResidentMB() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss / 1024
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "render-for-memory", arguments.count == 2, let seconds = Double(arguments[1]) {
    let path = NSTemporaryDirectory() + "reel-memory-\(getpid()).mp4"
    defer { unlink(path) }
    let time = try measure { _ = try Exporter.export(scene: BarChartScene.make(duration: seconds), to: path) }
    print("bar chart \(Int(seconds)) s 1920×1080 60 fps to MP4: peak RSS \(peakResidentMB()) MB, \(format(time.wall)) s")
    exit(0)
}
if arguments == ["memory"] {
    for seconds in ["10", "60"] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["render-for-memory", seconds]
        try process.run()
        process.waitUntilExit()
    }
    exit(0)
}

let cases = [
    Case(name: "1080p", height: 1080, fps: 60, duration: 10),
    Case(name: "4k", height: 2160, fps: 30, duration: 10),
]
let options = ExportOptions()  // MP4, H.264, standard quality: veryfast, crf 20

func scene(of benchmark: Case) -> Scene {
    BarChartScene.make(duration: benchmark.duration, fps: benchmark.fps, height: benchmark.height)
}

// One side of one round, in a process of its own: `side render|alone CASE`. Each side starts
// with fresh memory, as `reel render` and FFmpeg's command line do; in one long-lived process
// the second encoder reuses the pages the first one freed, which favours whichever side runs
// second. The x264-alone side renders and converts its frames before its clock starts.
if arguments.first == "side", arguments.count == 3, let benchmark = cases.first(where: { $0.name == arguments[2] }) {
    let scene = scene(of: benchmark)
    let output = NSTemporaryDirectory() + "reel-encode-ratio-\(getpid()).mp4"
    defer { unlink(output) }
    let timing: Timing
    if arguments[1] == "render" {
        timing = try measure { _ = try Exporter.export(scene: scene, to: output, options: options) }
    } else {
        let frames = try PreRenderedFrames(scene: scene, path: output, options: options)
        timing = try measure { try frames.encode(into: Exporter.makeSink(scene: scene, to: output, options: options)) }
    }
    print(timing.wall, timing.cpu, timing.faults)
    exit(0)
}

/// Runs one side in a child process and reads back its timing.
func runSide(_ side: String, _ benchmark: Case) throws -> Timing {
    let process = Process(), pipe = Pipe()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["side", side, benchmark.name]
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    guard process.terminationStatus == 0, fields.count == 3, let wall = Double(fields[0]), let cpu = Double(fields[1]), let faults = Int(fields[2]) else {
        throw NSError(domain: "EncodeRatio", code: 1, userInfo: [NSLocalizedDescriptionKey: "the \(side) side of \(benchmark.name) failed"])
    }
    return Timing(wall: wall, cpu: cpu, faults: faults)
}

let chosen = arguments
let rounds = max(1, Int(ProcessInfo.processInfo.environment["REEL_BENCH_ROUNDS"] ?? "") ?? 3)

print("Seed bar chart to MP4 (libx264 veryfast crf 20), \(rounds) alternated rounds, each side in a fresh process; \(ProcessInfo.processInfo.activeProcessorCount) cores")
for benchmark in cases where chosen.isEmpty || chosen.contains(benchmark.name) {
    var render: [Timing] = [], encode: [Timing] = []
    for round in 0..<rounds {
        let renderFirst = round % 2 == 0
        for side in renderFirst ? ["render", "alone"] : ["alone", "render"] {
            let timing = try runSide(side, benchmark)
            if side == "render" { render.append(timing) } else { encode.append(timing) }
        }
        let (r, e) = (render.last!, encode.last!)
        print("  \(benchmark.name) round \(round + 1): render \(format(r.wall)) s (CPU \(format(r.cpu)) s, \(r.faults / 1000)k faults), "
            + "x264 alone \(format(e.wall)) s (CPU \(format(e.cpu)) s, \(e.faults / 1000)k faults), ratio \(format(r.wall / e.wall)), load \(loadAverage())")
    }
    let scene = scene(of: benchmark)
    let renderWall = median(render.map(\.wall)), encodeWall = median(encode.map(\.wall))
    let renderCPU = median(render.map(\.cpu)), encodeCPU = median(encode.map(\.cpu))
    let title = "\(Int(scene.size.width))×\(Int(scene.size.height)) \(Int(benchmark.fps)) fps \(Int(benchmark.duration)) s (\(scene.frameCount) frames)"
    print("\(title): reel render \(format(renderWall)) s (CPU \(format(renderCPU)) s), x264 alone \(format(encodeWall)) s (CPU \(format(encodeCPU)) s): "
        + "ratio \(format(renderWall / encodeWall)) (CPU \(format(renderCPU / encodeCPU)))")
}
