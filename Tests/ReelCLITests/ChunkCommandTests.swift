import Audio
import Foundation
import Testing
import TestSupport
@testable import Export

/// `reel render --chunk`, `reel concat` and the cluster recipes (render-parallel.sh, the
/// Kubernetes and Slurm chunk scripts), run here with their index variables set by hand.
@Suite struct ChunkCommandTests {
    static let root = PackagePaths.root

    /// The times of the frames of a video, and that there are `count` of them at n / 10 s.
    static func expectWholeBar(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let info = try MediaProbe.inspect(path)
        #expect(info.frameCount == 10, sourceLocation: sourceLocation)
        #expect(zip(info.frameTimes, (0..<10).map { Double($0) / 10 }).allSatisfy { abs($0 - $1) < 0.001 }, "\(info.frameTimes)", sourceLocation: sourceLocation)
    }

    @Test func chunksRenderedAndConcatenatedMatchAWholeRender() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        #expect(try ProcessResult.reel("render", scene, "-o", directory.file("whole.mp4"), "--quiet").status == 0)
        for k in 1...3 {
            let result = try ProcessResult.reel("render", scene, "--chunk", "\(k)/3", "-o", directory.file("p\(k).mp4"), "--quiet")
            #expect(result.status == 0, "\(result.standardError)")
        }
        let joined = try ProcessResult.reel("concat", directory.file("p3.mp4"), directory.file("p1.mp4"), directory.file("p2.mp4"), "-o", directory.file("joined.mp4"))
        #expect(joined.status == 0, "\(joined.standardError)")
        #expect(joined.standardError.contains("3 parts, 10 frames"))
        try Self.expectWholeBar(directory.file("joined.mp4"))
        let whole = try MediaProbe.inspect(directory.file("whole.mp4"))
        #expect(try MediaProbe.inspect(directory.file("joined.mp4")).frameTimes == whole.frameTimes)

        let missing = try ProcessResult.reel("concat", directory.file("p1.mp4"), directory.file("p3.mp4"), "-o", directory.file("short.mp4"))
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("part 2/3 of the render is missing"), "\(missing.standardError)")
        // A part of another render (other settings) is refused.
        #expect(try ProcessResult.reel("render", scene, "--chunk", "2/3", "--crf", "30", "-o", directory.file("q2.mp4"), "--quiet").status == 0)
        let mixed = try ProcessResult.reel("concat", directory.file("p1.mp4"), directory.file("q2.mp4"), directory.file("p3.mp4"), "-o", directory.file("mixed.mp4"))
        #expect(mixed.status == 2 && mixed.standardError.contains("different settings"), "\(mixed.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.file("short.mp4")) && !FileManager.default.fileExists(atPath: directory.file("mixed.mp4")))
    }

    @Test func concatMixesTheScenesSoundOnceOverTheJoinedFile() throws {
        let (directory, scene) = try AudioCommandTests.scene()
        #expect(try ProcessResult.reel("render", scene, "-o", directory.file("whole.mp4"), "--quiet").status == 0)
        for k in 1...2 {
            let part = try ProcessResult.reel("render", scene, "--chunk", "\(k)/2", "-o", directory.file("p\(k).mp4"))
            #expect(part.status == 0 && part.standardError.contains("reel concat PARTS… --scene SCENE"), "\(part.standardError)")
        }
        let parts = [directory.file("p2.mp4"), directory.file("p1.mp4")]
        let silent = try ProcessResult.run(PackagePaths.reelBinary, ["concat"] + parts + ["-o", directory.file("joined.mp4")])
        #expect(silent.status == 2 && silent.standardError.contains("--scene FILE"), "\(silent.standardError)")
        let joined = try ProcessResult.run(PackagePaths.reelBinary, ["concat"] + parts + ["--scene", scene, "-o", directory.file("joined.mp4")])
        #expect(joined.status == 0 && joined.standardError.contains("sound mixed from the scene"), "\(joined.standardError)")
        let audio = try DecodedAudio.decode(directory.file("joined.mp4"))
        #expect(audio.playedLength == 48_000)
        #expect(audio.samples == (try DecodedAudio.decode(directory.file("whole.mp4"))).samples)
    }

    @Test func badChunksAndAnimatedImagesAreRefusedWithAReason() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        let gif = try ProcessResult.reel("render", scene, "--chunk", "1/2", "-o", directory.file("a.gif"))
        #expect(gif.status == 2)
        #expect(gif.standardError.contains("GIF cannot be rendered in parts"), "\(gif.standardError)")
        let zero = try ProcessResult.reel("render", scene, "--chunk", "0/2", "-o", directory.file("a.mp4"))
        #expect(zero.status == 2 && zero.standardError.contains("1 ≤ K ≤ N"), "\(zero.standardError)")
        let tooMany = try ProcessResult.reel("render", scene, "--chunk", "1/7", "-o", directory.file("a.mp4"))
        #expect(tooMany.status == 2 && tooMany.standardError.contains("fill only 5 parts"), "\(tooMany.standardError)")
        #expect(directory.contents == ["bar.yaml"])
    }

    @Test func recipesRunWithTheirIndexVariablesSetByHand() throws {
        // The bar scene with a tone: every recipe's joined file carries the scene's sound.
        let (directory, scene) = try AudioCommandTests.scene()
        let reel = ["REEL": PackagePaths.reelBinary]

        // One machine: N chunk processes and the join.
        let local = try ProcessResult.run("/bin/bash", [Self.root + "/scripts/render-parallel.sh", scene, directory.file("local.mp4"), "3"], environment: reel)
        #expect(local.status == 0, "\(local.standardError)")
        try Self.expectWholeBar(directory.file("local.mp4"))
        #expect(try DecodedAudio.decode(directory.file("local.mp4")).playedLength == 48_000)
        let frames = try ProcessResult.run("/bin/bash", [Self.root + "/scripts/render-parallel.sh", scene, directory.file("frames/"), "2"], environment: reel)
        #expect(frames.status == 0, "\(frames.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("frames")).sorted() == (0..<10).map { String(format: "frame_%05d.png", $0) })

        // Kubernetes Indexed Job pods and Slurm array tasks, as concurrent processes.
        let recipes = [
            ("JOB_COMPLETION_INDEX", "/deploy/render-chunk.sh", "/deploy/join-parts.sh"),
            ("SLURM_ARRAY_TASK_ID", "/deploy/slurm/render-array.sh", "/deploy/slurm/render-array.sh"),
        ]
        for (variable, script, joinScript) in recipes {
            let parts = directory.file("parts-\(variable)")
            let common = reel.merging(["SCENE": scene, "PARTS_DIR": parts, "CHUNKS": "3", "REEL_DEPLOY": Self.root + "/deploy"]) { $1 }
            let tasks = try (0..<3).map { index in
                try RunningProcess("/bin/bash", [Self.root + script], environment: common.merging([variable: String(index)]) { $1 })
            }
            for task in tasks {
                let result = task.wait()
                #expect(result.status == 0, "\(variable): \(result.standardError)")
            }
            let out = directory.file("\(variable).mp4")
            let join = try ProcessResult.run("/bin/bash", [Self.root + joinScript], environment: common.merging(["OUT": out, "JOIN": "1"]) { $1 })
            #expect(join.status == 0, "\(variable) join: \(join.standardError)")
            try Self.expectWholeBar(out)
            #expect(try DecodedAudio.decode(out).playedLength == 48_000)
        }
    }
}
