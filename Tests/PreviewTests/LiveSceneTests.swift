import Foundation
import Preview
import SceneFile
import Testing
import TestSupport

/// Decoding for the preview: the files a scene reads are listed, problems read exactly as
/// `reel validate` prints them, and the last good scene stays while the file is broken.
@Suite struct LiveSceneTests {
    static let scene = """
        size: [40, 30]
        fps: 10
        duration: 1
        layers:
          - include: part.yaml
          - type: bar-chart
            frame: [0, 0, 40, 30]
            data: sales.csv
            values: sales
        """
    static let part = "size: [10, 10]\nduration: 1\nlayers: []\n"

    @Test func listsTheSceneItsIncludesAndDataFilesEvenWhenDecodingFails() throws {
        let directory = TemporaryDirectory()
        try Self.scene.write(toFile: directory.file("scene.yaml"), atomically: true, encoding: .utf8)
        try "sales\n1\n2\n".write(toFile: directory.file("sales.csv"), atomically: true, encoding: .utf8)
        let missingPart = SceneDecoder.decodeTrackingFiles(contentsOf: directory.file("scene.yaml"), measuring: FixedMeasurer())
        #expect(missingPart.files == [directory.file("scene.yaml"), directory.file("part.yaml"), directory.file("sales.csv")])
        guard case .failure(let error) = missingPart.result else { Issue.record("a missing include decoded"); return }
        #expect(error.description.contains("part.yaml' does not exist"))

        try Self.part.write(toFile: directory.file("part.yaml"), atomically: true, encoding: .utf8)
        let complete = SceneDecoder.decodeTrackingFiles(contentsOf: directory.file("scene.yaml"), measuring: FixedMeasurer())
        #expect(complete.files == missingPart.files)
        #expect((try? complete.result.get()) == (try SceneDecoder.decode(contentsOf: directory.file("scene.yaml"), measuring: FixedMeasurer())))
    }

    @Test func keepsTheLastGoodSceneAndShowsProblemsAsValidatePrintsThem() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("scene.yaml")
        try "size: [40, 30]\nduration: 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        let live = try LiveScene(path: path)
        defer { live.stop() }
        let good = live.current
        #expect(good.problems == nil && good.sceneVersion == 1 && good.scene?.size.width == 40)

        try "size: [40, 30]\nduration: 1\nfsp: 3\n".write(toFile: path, atomically: true, encoding: .utf8)
        live.reload()
        let broken = live.current
        let validate = try ProcessResult.reel("validate", path)
        #expect(validate.status == 2)
        #expect(broken.problems.map { $0 + "\n" } == validate.standardError)
        #expect(broken.scene == good.scene && broken.sceneVersion == 1 && broken.version > good.version)

        try "size: [50, 30]\nduration: 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        live.reload()
        #expect(live.current.problems == nil && live.current.sceneVersion >= 2 && live.current.scene?.size.width == 50)
    }

    /// Ctrl-C with a page still subscribed: `stop()` ends its stream (the page's socket then
    /// closes) instead of deadlocking on the lock the stream's termination handler takes.
    @Test func stopEndsTheStreamsOfPagesStillSubscribed() async throws {
        let directory = TemporaryDirectory()
        let path = directory.file("scene.yaml")
        try "size: [40, 30]\nduration: 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        let live = try LiveScene(path: path)
        let updates = live.updates()
        live.stop()
        var received: [PreviewState] = []
        for await state in updates { received.append(state) }
        #expect(received.map(\.sceneVersion) == [1])
        live.reload()
        #expect(live.current.sceneVersion == 2)
    }

    @Test func anAdjustmentErrorIsAProblemToo() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("scene.yaml")
        try "size: [40, 30]\nduration: 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        struct TooBig: Error, CustomStringConvertible { var description: String { "too big" } }
        let live = try LiveScene(path: path) { _ in throw TooBig() }
        defer { live.stop() }
        #expect(live.current.problems == "reel: error: too big")
        #expect(live.current.scene == nil)
    }
}
