import Foundation
import Testing
import TestSupport

/// The determinism promise, tested as a user meets it: the same scene rendered by separate
/// `reel` processes, each with a different heap (MALLOC_PERTURB_ fills every malloc'd block
/// with a different byte; 255 fills it with zeros, like a fresh page) and a different number
/// of render workers, gives the same bytes in every format. libx264's macroblock-tree rate
/// control once read uninitialised memory, so MP4s depended on the process's heap.
@Suite struct DeterminismTests {
    /// A 16×16 black square sliding 4 px a frame across 64×48 at 30 fps for 0.5 s.
    static let movingSquare = """
        size: [64, 48]
        fps: 30
        duration: 0.5
        background: white
        layers:
          - bounds: [0, 0, 16, 16]
            position: [8, 24]
            backgroundColor: black
            animations:
              - {keyPath: position.x, fromValue: 8, toValue: 68, duration: 0.5, fillMode: both}
        """

    struct Case: Sendable, CustomStringConvertible {
        var output: String
        var arguments: [String] = []
        var description: String { ([output] + arguments).joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(output: "out.mp4"),
        Case(output: "out.mp4", arguments: ["--codec", "hevc", "--quality", "draft"]),
        Case(output: "out.webm", arguments: ["--quality", "draft"]),
        Case(output: "out.mov"),
        Case(output: "out.gif"),
        Case(output: "out.apng"),
        Case(output: "out.webp"),
        Case(output: "frames/"),
    ]

    /// Each run's heap filler and worker count.
    static let runs: [(perturb: String, jobs: Int)] = [("42", 1), ("85", 2), ("255", 3)]

    @Test(arguments: cases)
    func freshProcessesWriteIdenticalBytes(_ c: Case) throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(Self.movingSquare, "square.yaml", in: directory)
        var outputs: [[String: Data]] = []
        for (index, run) in Self.runs.enumerated() {
            let output = directory.file("run\(index)-" + c.output)
            let result = try ProcessResult.run(
                PackagePaths.reelBinary, ["render", scene, "-o", output, "--jobs", String(run.jobs), "--quiet"] + c.arguments,
                environment: ["MALLOC_PERTURB_": run.perturb])
            #expect(result.status == 0, "\(result.standardError)")
            outputs.append(try Self.contents(of: output))
        }
        #expect(!outputs[0].isEmpty)
        for (index, output) in outputs.enumerated().dropFirst() {
            let differing = Set(outputs[0].keys).union(output.keys).filter { outputs[0][$0] != output[$0] }.sorted()
            #expect(differing.isEmpty, "run \(index) (MALLOC_PERTURB_=\(Self.runs[index].perturb), --jobs \(Self.runs[index].jobs)) differs from run 0 in \(differing)")
        }
    }

    /// The file's bytes, or every file's bytes in a PNG-sequence directory, by name.
    static func contents(of path: String) throws -> [String: Data] {
        if path.hasSuffix("/") {
            let names = try FileManager.default.contentsOfDirectory(atPath: path)
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: path + $0))) })
        }
        return ["file": try Data(contentsOf: URL(fileURLWithPath: path))]
    }
}
