import Animation
import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import SceneFile

/// A `Scene` written as a scene file reads back into an equal scene: every shipped scene
/// (decoded, written, decoded again) and scenes built in Swift with what the builders make.
@Suite struct SceneFileWritingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static var shippedScenes: [String] {
        let folder = root + "/scenes"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// `scene` written into a temporary folder and read back.
    static func roundTrip(_ scene: Scene, in folder: String) throws -> (text: String, scene: Scene) {
        let path = folder + "/written.yaml"
        try scene.writeSceneFile(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return (text, try SceneDecoder.decode(contentsOf: path, measuring: TextMeasurer()))
    }

    @Test func everyShippedSceneIsFound() {
        #expect(Self.shippedScenes.count >= 10, "\(Self.shippedScenes)")
    }

    @Test(arguments: shippedScenes)
    func aShippedSceneReadsBackEqual(name: String) throws {
        let original = try SceneDecoder.decode(contentsOf: Self.root + "/scenes/" + name, measuring: TextMeasurer())
        let folder = TemporaryDirectory()
        let (text, written) = try Self.roundTrip(original, in: folder.path)
        let same = written == original
        #expect(same, "\(name): \(FirstDifference.between(original, written) ?? "?")\n\(text.prefix(2000))")
    }
}
