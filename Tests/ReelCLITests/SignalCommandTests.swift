import Foundation
import Testing
import TestSupport

/// Signals at awkward moments: while the scene loads, twice in a row, and fatal ones. Each
/// test waits for a marker (a progress line, a reader on a FIFO) before signalling; what it
/// asserts holds whenever the signal lands.
@Suite struct SignalCommandTests {
    /// The scene is a FIFO: once this test's writer is connected, `reel` is blocked reading it.
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalWhileTheSceneLoadsExitsWith130(signal: Int32) throws {
        let directory = TemporaryDirectory()
        let fifo = directory.file("scene.yaml")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reel = try RunningProcess(PackagePaths.reelBinary, ["render", fifo, "-o", directory.file("x.mp4")])
        var writer: Int32 = -1
        let deadline = Date().addingTimeInterval(60)
        while writer < 0, Date() < deadline {
            writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer < 0 { usleep(10_000) }
        }
        try #require(writer >= 0, "reel never opened the scene")
        _ = "size: [64, 36]\n".withCString { Foundation.write(writer, $0, strlen($0)) }
        reel.send(signal)
        let result = reel.wait()
        close(writer)
        #expect(result.status == 130, "exit \(result.status): \(result.standardError)")
        #expect(result.standardError.contains("interrupted"), "\(result.standardError)")
        #expect(directory.contents == ["scene.yaml"])
    }

    /// Two SIGINTs 0–60 ms apart during a PNG-sequence render: the second stops at once and
    /// still removes the temporary frames directory (it used to stay, with its PNGs, about
    /// half the time). The signals go once 20 frames are in the temporary directory.
    @Test func twoInterruptsLeaveNoPartialFrames() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write("""
            size: [160, 90]
            fps: 30
            duration: 600
            layers:
              - frame: [0, 0, 40, 40]
                backgroundColor: red
                animations: [{keyPath: position.x, fromValue: 0, toValue: 160, duration: 600}]
            """, "fast.yaml", in: directory)
        let output = directory.file("out")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        for gap: UInt32 in [0, 10_000, 20_000, 30_000, 40_000, 60_000] {
            let reel = try RunningProcess(PackagePaths.reelBinary, ["render", scene, "-o", output + "/", "--quiet"])
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, reel.process.isRunning {
                let partial = TemporaryDirectory.list(output).first.map { TemporaryDirectory.list(output + "/" + $0) } ?? []
                if partial.count >= 20 { break }
                usleep(2_000)
            }
            reel.send(SIGINT)
            usleep(gap)
            reel.send(SIGINT)
            let result = reel.wait()
            #expect(result.status == 130, "gap \(gap) µs: exit \(result.status): \(result.standardError)")
            #expect(TemporaryDirectory.list(output).isEmpty, "gap \(gap) µs left \(TemporaryDirectory.list(output))")
        }
        #expect(directory.contents == ["fast.yaml", "out"])
    }

    /// A crash (here the signal sent by hand) during a render still removes the temporary file
    /// or frames directory, and the process still dies of the signal.
    @Test(arguments: [(SIGSEGV, "x.mp4"), (SIGABRT, "seq/"), (SIGBUS, "x.apng"), (SIGILL, "x.webm"), (SIGFPE, "x.mov")])
    func aFatalSignalLeavesNoTemporaryOutput(signal: Int32, name: String) throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.slow(frames: 600), "slow.yaml", in: directory)
        let output = directory.file("out")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        let reel = try RunningProcess(
            PackagePaths.reelBinary, ["render", scene, "-o", output + "/" + name, "--json"], environment: ["SWIFT_BACKTRACE": "enable=no"])
        let deadline = Date().addingTimeInterval(60)
        while !reel.standardErrorSoFar.contains("\"progress\""), Date() < deadline { usleep(10_000) }
        #expect(!TemporaryDirectory.list(output).isEmpty, "the render is writing its temporary output")
        reel.send(signal)
        let result = reel.wait()
        #expect(reel.process.terminationReason == .uncaughtSignal && result.status == signal, "exit \(result.status): \(result.standardError)")
        #expect(TemporaryDirectory.list(output).isEmpty, "left \(TemporaryDirectory.list(output))")
    }

    /// `reel frames` keeps the frames it finished; interrupted, it says so instead of claiming
    /// that nothing was written.
    @Test func anInterruptedFramesCommandSaysWhatStays() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.slow(frames: 300), "slow.yaml", in: directory)
        let reel = try RunningProcess(PackagePaths.reelBinary, ["frames", scene, "-o", directory.file("frames"), "--json"])
        let deadline = Date().addingTimeInterval(60)
        while !reel.standardErrorSoFar.contains("\"framesDone\":2"), Date() < deadline { usleep(10_000) }
        reel.send(SIGINT)
        let result = reel.wait()
        #expect(result.status == 130, "\(result.standardError)")
        let written = TemporaryDirectory.list(directory.file("frames"))
        #expect(written.count >= 2 && written.allSatisfy { $0.hasPrefix("frame_") }, "\(written)")
        #expect(!result.standardError.contains("no output was written"), "\(result.standardError)")
        #expect(result.standardError.contains("interrupted after writing \(written.count) of 300 frames; they stay in"), "\(result.standardError)")
    }
}
