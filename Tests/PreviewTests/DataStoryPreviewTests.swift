import Foundation
import Preview
import Render
import SceneFile
import Testing
import TestSupport

/// A data story in `reel preview`: its data file and its images are among the files watched,
/// so saving the CSV (or a flag) shows the new race, and a bad image is a problem at once.
@Suite struct DataStoryPreviewTests {
    @Test func theDataAndImagesAreWatchedAndASavedCSVChangesTheRace() throws {
        let directory = TemporaryDirectory()
        let (scene, data, image) = (directory.file("race.yaml"), directory.file("cities.csv"), directory.file("oslo.jpg"))
        try "year,Oslo,Lima\n2020,10,12\n2021,14,13\n".write(toFile: data, atomically: true, encoding: .utf8)
        let jpeg = try #require(FileManager.default.contents(atPath: PackagePaths.root + "/Tests/RenderTests/Fixtures/quadrants.jpg"))
        FileManager.default.createFile(atPath: image, contents: jpeg)
        try "size: [960, 540]\nduration: 2\nlayers:\n  - type: bar-race\n    data: cities.csv\n    images: {Oslo: oslo.jpg}\n"
            .write(toFile: scene, atomically: true, encoding: .utf8)

        let tracked = SceneDecoder.decodeTrackingFiles(contentsOf: scene, measuring: TextMeasurer())
        #expect(Set(tracked.files) == [scene, data, image])

        let live = try LiveScene(path: scene)
        defer { live.stop() }
        let first = live.current
        #expect(first.problems == nil && first.scene != nil)
        try "year,Oslo,Lima\n2020,30,12\n2021,14,13\n".write(toFile: data, atomically: true, encoding: .utf8)
        live.reload()
        #expect(live.current.problems == nil && live.current.sceneVersion > first.sceneVersion)
        #expect(live.current.scene != first.scene, "the new values are drawn")

        // A damaged flag is reported where the scene names it, as `validate` does, not mid-render.
        FileManager.default.createFile(atPath: image, contents: jpeg.prefix(200))
        live.reload()
        let problems = try #require(live.current.problems)
        #expect(problems.contains("race.yaml:6:20: error: cannot use the image 'oslo.jpg'"), "\(problems)")
    }
}
