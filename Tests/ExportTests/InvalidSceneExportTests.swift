import Foundation
import Scene
import Testing
import TestSupport
@testable import Export

/// A scene built in Swift with mistakes is refused before anything is written, with the
/// problems `Scene.validate()` gives.
@Suite struct InvalidSceneExportTests {
    @Test func exportRefusesAnInvalidSceneAndWritesNothing() throws {
        let directory = TemporaryDirectory()
        let line = #line + 2
        let scene = Scene(width: 64, height: 48, duration: 1) {
            Layer.text("x").animate(\.strokeEnd, from: 0, to: 1, duration: 1)
        }
        #expect {
            try Exporter.export(scene: scene, to: directory.file("out.mp4"))
        } throws: { error in
            guard case ExportError.invalidScene(let problems) = error else { return false }
            return problems.count == 1 && problems[0].place?.line == line
                && "\(error)".contains("ExportTests/InvalidSceneExportTests.swift:\(line): error: 'strokeEnd' is not an animatable property")
        }
        #expect(directory.contents.isEmpty)
    }
}
