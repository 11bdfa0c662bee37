import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Export

/// A render split with `ChunkPlan` and joined by `PartJoiner` holds exactly the frames of a
/// whole render, at the same timestamps, with each part's packets copied untouched.
@Suite struct ChunkJoinTests {
    static let scene = TestScenes.movingSquare(fps: 24, duration: 0.75)  // 18 frames

    static func plan(_ part: Int, of count: Int, whole: Range<Int> = 0..<18, settings: String = "s") -> ChunkPlan {
        ChunkPlan(scene: "scene", settings: settings, part: part, count: count, whole: whole, fps: 24)
    }

    /// Renders the parts of `count` into `directory` and returns their paths.
    static func renderParts(_ count: Int, ext: String, whole: Range<Int> = 0..<18, options: ExportOptions = ExportOptions(), in directory: TemporaryDirectory) throws -> [String] {
        try (1...count).map { part in
            var options = options
            options.chunk = plan(part, of: count, whole: whole)
            let path = directory.file("part\(part).\(ext)")
            let result = try Exporter.export(scene: scene, to: path, options: options)
            #expect(result.framesWritten == options.chunk!.frames.count)
            return path
        }
    }

    @Test func partsSplitTheFramesEvenlyWithTheLastShorter() throws {
        #expect(try (1...4).map { try ChunkPlan.frames(part: $0, of: 4, within: 0..<18) } == [0..<5, 5..<10, 10..<15, 15..<18])
        #expect(try ChunkPlan.frames(part: 2, of: 2, within: 6..<13) == 10..<13)
        #expect(throws: ExportError.self) { try ChunkPlan.frames(part: 1, of: 6, within: 0..<10) }  // parts of 2 fill only 5
        #expect(ChunkPlan(tag: Self.plan(3, of: 4).tag) == Self.plan(3, of: 4))
        #expect(ChunkPlan(tag: "made with something else") == nil)
    }

    @Test(arguments: [("mp4", ExportOptions()), ("webm", ExportOptions(quality: .draft)), ("mov", ExportOptions()), ("mp4", ExportOptions(codec: .hevc, quality: .draft))])
    func joinedFileHasTheWholeRendersFramesAndTimestamps(ext: String, options: ExportOptions) throws {
        let directory = TemporaryDirectory()
        let whole = directory.file("whole.\(ext)")
        var wholeOptions = options
        wholeOptions.frameRange = 0..<18
        try Exporter.export(scene: Self.scene, to: whole, options: wholeOptions)
        let parts = try Self.renderParts(4, ext: ext, options: options, in: directory)
        let joined = directory.file("joined.\(ext)")
        // Given out of order on purpose: the tags order them.
        let result = try PartJoiner.join(parts: parts.reversed(), to: joined)
        #expect(result.frames == 18 && result.parts == 4)

        let all = Set(0..<18)
        let wholeInfo = try MediaProbe.inspect(whole, keepFrames: all)
        let joinedInfo = try MediaProbe.inspect(joined, keepFrames: all)
        #expect(joinedInfo.frameCount == 18)
        #expect(joinedInfo.frameTimes == wholeInfo.frameTimes, "joined \(joinedInfo.frameTimes) whole \(wholeInfo.frameTimes)")
        #expect(zip(joinedInfo.frameTimes, (0..<18).map { Double($0) / 24 }).allSatisfy { abs($0 - $1) < 0.001 })
        // Matroska stores whole milliseconds: each frame's 41.67 ms may round by up to 1 ms.
        #expect(abs(joinedInfo.totalDuration - 0.75) < (ext == "webm" ? 0.018 : 0.001), "\(joinedInfo.totalDuration) s")
        // Copied packets decode to exactly each part's pictures, joins included.
        for (index, part) in parts.enumerated() {
            let frames = Self.plan(index + 1, of: 4).frames
            let partInfo = try MediaProbe.inspect(part, keepFrames: Set(0..<frames.count))
            for (local, global) in frames.enumerated() {
                let difference = FrameDifference(try #require(joinedInfo.frames[global]), try #require(partInfo.frames[local]), tolerance: 0)
                #expect(difference.mismatched == 0, "frame \(global): \(difference)")
            }
        }
        // And they show what the whole render shows: both are lossy and encoded with other
        // keyframes, so only the square's edges may differ, in a few pixels.
        for n in 0..<18 {
            let difference = FrameDifference(try #require(joinedInfo.frames[n]), try #require(wholeInfo.frames[n]), tolerance: 48)
            #expect(difference.mismatched <= 64 * 48 / 50, "frame \(n) against the whole render: \(difference)")
        }
        #expect(directory.contents.filter { $0.hasPrefix(".") }.isEmpty, "no temporary file left")
    }

    @Test func theSamePartsJoinToTheSameBytesAndKeepFaststart() throws {
        let directory = TemporaryDirectory()
        let parts = try Self.renderParts(3, ext: "mp4", in: directory)
        try PartJoiner.join(parts: parts, to: directory.file("a.mp4"))
        try PartJoiner.join(parts: parts.shuffled(), to: directory.file("b.mp4"))
        let a = try Data(contentsOf: URL(fileURLWithPath: directory.file("a.mp4")))
        let b = try Data(contentsOf: URL(fileURLWithPath: directory.file("b.mp4")))
        #expect(a == b)
        // faststart: the movie header comes before the media data.
        let moov = try #require(a.range(of: Data("moov".utf8))), mdat = try #require(a.range(of: Data("mdat".utf8)))
        #expect(moov.lowerBound < mdat.lowerBound)
    }

    @Test func chunksOfARangeJoinToTheRangeAsARangeRenderTimesIt() throws {
        let directory = TemporaryDirectory()
        let parts = try Self.renderParts(2, ext: "mp4", whole: 6..<13, in: directory)
        let joined = directory.file("joined.mp4")
        try PartJoiner.join(parts: parts, to: joined)
        let info = try MediaProbe.inspect(joined)
        #expect(info.frameCount == 7)
        // A --range render starts at 0 (its audio too), and so does the join of its chunks.
        #expect(zip(info.frameTimes, (0..<7).map { Double($0) / 24 }).allSatisfy { abs($0 - $1) < 0.001 }, "\(info.frameTimes)")
    }

    @Test func aMissingRepeatedOrForeignPartIsRefusedAndNothingIsWritten() throws {
        let directory = TemporaryDirectory()
        let parts = try Self.renderParts(3, ext: "mp4", in: directory)
        var other = ExportOptions()
        other.chunk = Self.plan(3, of: 3, settings: "other")
        let foreign = directory.file("foreign.mp4")
        try Exporter.export(scene: Self.scene, to: foreign, options: other)
        let plain = directory.file("plain.mp4")
        try Exporter.export(scene: Self.scene, to: plain)
        let out = directory.file("out.mp4")
        func message(_ parts: [String]) -> String {
            do { _ = try PartJoiner.join(parts: parts, to: out); return "joined" } catch { return "\(error)" }
        }
        #expect(message([parts[0], parts[2]]).contains("part 2/3 of the render is missing"))
        #expect(message([parts[0], parts[1], parts[1], parts[2]]).contains("are both part 2/3"))
        #expect(message([parts[0], parts[1], foreign]).contains("different settings"))
        #expect(message([parts[0], parts[1], plain]).contains("is not a part of a split render"))
        #expect(message(parts.map { $0.replacingOccurrences(of: ".mp4", with: ".mov") }).contains("cannot open"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: ["gif", "apng", "webp"])
    func animatedImagesAreNotSplit(ext: String) throws {
        let directory = TemporaryDirectory()
        var options = ExportOptions()
        options.chunk = Self.plan(1, of: 2)
        #expect {
            try Exporter.export(scene: Self.scene, to: directory.file("a.\(ext)"), options: options)
        } throws: { "\($0)".contains("cannot be rendered in parts") }
        #expect(directory.contents.isEmpty)
    }

    @Test func pngSequencePartsWriteGlobalFrameNumbersIntoOneDirectory() throws {
        let directory = TemporaryDirectory()
        for part in 1...3 {
            var options = ExportOptions()
            options.chunk = Self.plan(part, of: 3)
            try Exporter.export(scene: Self.scene, to: directory.file("frames/"), options: options)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.file("frames")).sorted()
        #expect(names == (0..<18).map { PNGSequenceNaming.fileName(prefix: "frame", frame: $0, frameCount: 18) })
    }
}
