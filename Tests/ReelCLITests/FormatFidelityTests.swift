import Export
import Foundation
import Render
import Testing
import TestSupport

/// Files as a user meets them: rendered by `reel render`, decoded by FFmpeg (libavformat and
/// libavcodec through MediaProbe), and compared with `reel still` at the same frames.
@Suite struct FormatFidelityTests {
    /// On a transparent 100×100 canvas at 10 fps for 2 s: a static red square, a green one
    /// fading to 60 %, a small white one moving 4 px a frame, and a blue layer covering the
    /// whole canvas from 0.5 s to 1 s (frames 5–9 have no transparent pixel).
    static let layered = """
        size: [100, 100]
        fps: 10
        duration: 2
        background: transparent
        layers:
          - frame: [10, 10, 30, 30]
            backgroundColor: red
          - frame: [60, 10, 30, 30]
            backgroundColor: lime
            animations: [{keyPath: opacity, fromValue: 1, toValue: 0.6, duration: 2, fillMode: both}]
          - bounds: [0, 0, 10, 10]
            position: [5, 75]
            backgroundColor: white
            animations: [{keyPath: position.x, fromValue: 5, toValue: 85, duration: 2, fillMode: both}]
          - frame: [0, 0, 100, 100]
            backgroundColor: blue
            opacity: 0
            animations:
              - {keyPath: opacity, values: [0, 1, 0], keyTimes: [0, 0.25, 0.5], calculationMode: discrete, duration: 2, fillMode: both}
        """

    /// FFmpeg's GIF encoder picks each frame's disposal from that frame alone: a frame with
    /// transparent pixels is "restore to background", one without is a cropped difference
    /// kept in place, so the frame after an opaque one showed the opaque one through its
    /// transparent pixels, and a difference drawn over a cleared canvas lost what had not
    /// changed.
    @Test func transparentGIFKeepsEveryLayer() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(Self.layered, "layered.yaml", in: directory)
        try Self.reel("render", scene, "-o", directory.file("a.gif"), "--transparent")
        let info = try MediaProbe.inspect(directory.file("a.gif"), keepFrames: Set(0..<20))
        for n in [0, 4, 5, 6, 10, 11, 19] {
            let decoded = try #require(Self.frame(showing: Double(n) / 10, in: info))
            let difference = FrameDifference(decoded, try Self.still(scene, frame: n, in: directory), tolerance: 24, binaryAlpha: true)
            #expect(difference.mismatched == 0, "frame \(n): \(difference)")
        }
    }

    /// The same layers as an animated WebP, decoded with libwebp's tools: translucent changes
    /// replace their rectangle, opaque ones are blended over what did not change.
    @Test(arguments: ["standard", "high"])
    func transparentWebPKeepsEveryLayer(quality: String) throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(Self.layered, "layered.yaml", in: directory)
        try Self.reel("render", scene, "-o", directory.file("a.webp"), "--transparent", "--quality", quality)
        let animation = try WebPAnimation(path: directory.file("a.webp"))
        #expect(animation.duration == 2000)
        for n in [0, 4, 5, 6, 10, 11, 19] {
            let shown = try #require(animation.frame(atMilliseconds: Double(n) * 100 + 1))
            let difference = FrameDifference(shown, try Self.still(scene, frame: n, in: directory), tolerance: quality == "high" ? 1 : 40)
            // Lossy VP8 rings at the squares' saturated edges (up to ~80 levels on a few
            // hundred pixels of 10,000); a lost layer is 900 pixels or more, all far off.
            #expect(difference.mismatched <= (quality == "high" ? 0 : 250), "frame \(n): \(difference)")
        }
    }

    /// The decoded frame on screen at `time` (a hold is stored once, with a longer delay).
    static func frame(showing time: Double, in info: MediaInfo) -> Frame? {
        guard let index = info.frameTimes.lastIndex(where: { $0 <= time + 1e-6 }) else { return nil }
        return info.frames[index]
    }

    /// A grey band fading from opacity 1 to 0.25 over 2 s at 30 fps: each frame changes it by
    /// about 1.6/255, which libwebp's animation encoder took for no change at lossy quality.
    static let slowFade = """
        size: [96, 48]
        fps: 30
        duration: 2
        background: white
        layers:
          - frame: [0, 12, 96, 24]
            backgroundColor: "#808080"
            animations: [{keyPath: opacity, fromValue: 1, toValue: 0.25, duration: 2, fillMode: both}]
        """

    /// The fade froze: at lossy quality libwebp's animation encoder takes pixels within a few
    /// levels of the previous frame for unchanged, so the band was updated only every few
    /// frames. Every frame of the file must show the scene at that frame.
    @Test(arguments: ["standard", "draft", "high"])
    func webPFollowsASlowFade(quality: String) throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(Self.slowFade, "fade.yaml", in: directory)
        try Self.reel("render", scene, "-o", directory.file("a.webp"), "--quality", quality)
        try Self.reel("frames", scene, "-o", directory.file("frames"))
        let animation = try WebPAnimation(path: directory.file("a.webp"))
        var failures: [String] = []
        for n in 0..<60 {
            let shown = try #require(animation.frame(atMilliseconds: Double(n) * 1000 / 30 + 1))
            let expected = try Frame(contentsOfPNG: directory.file("frames/" + Self.frameFile(n)))
            let difference = FrameDifference(shown, expected, tolerance: quality == "draft" ? 4 : 2)
            if difference.mismatched > 0 { failures.append("frame \(n): \(difference)") }
        }
        #expect(failures.isEmpty, "\(failures.count) frames differ from reel's frames: \(failures.prefix(3))")
    }

    /// Frame n starts at round(n × 1000 / fps) ms and the whole lasts the scene's duration
    /// (60 frames at 30 fps once added up to 1,999 ms).
    @Test(arguments: [24.0, 30.0, 60.0])
    func webPFrameTimesAreExact(fps: Double) throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(Self.slowFade.replacingOccurrences(of: "duration: 2\n", with: "duration: 1\n"), "fade.yaml", in: directory)
        try Self.reel("render", scene, "-o", directory.file("a.webp"), "--fps", String(fps), "--quality", "draft")
        let animation = try WebPAnimation(path: directory.file("a.webp"), decode: false)
        #expect(animation.duration == 1000, "\(animation.stored.map(\.duration))")
        let starts = animation.stored.indices.map { animation.stored[..<$0].map(\.duration).reduce(0, +) }
        let frameStarts = Set((0..<Int(fps)).map { Int((Double($0) * 1000 / fps).rounded()) })
        #expect(starts.allSatisfy(frameStarts.contains), "\(starts) are not all frame starts")
    }

    /// The name `reel frames` gives frame `n`.
    static func frameFile(_ n: Int) -> String { "frame_" + String(format: "%05d", n) + ".png" }

    /// Runs `reel` and expects it to succeed.
    static func reel(_ arguments: String...) throws {
        let result = try ProcessResult.run(PackagePaths.reelBinary, arguments + ["--quiet"])
        #expect(result.status == 0, "reel \(arguments.joined(separator: " ")): \(result.standardError)")
    }

    /// Frame `n` of `scene` as `reel still` renders it.
    static func still(_ scene: String, frame n: Int, in directory: TemporaryDirectory) throws -> Frame {
        let path = directory.file("still-\(n).png")
        let result = try ProcessResult.run(PackagePaths.reelBinary, ["still", scene, "--frame", String(n), "-o", path])
        #expect(result.status == 0, "\(result.standardError)")
        return try Frame(contentsOfPNG: path)
    }
}
