import Foundation
import Render
import SceneFile
import Scene

/// Small scenes with slides for the deck and handout tests.
enum SlideScenes {
    /// Three slides of 160×90 at 20 fps: a bar that grows (slide 1), a word that fades in over
    /// a teal panel (slide 2), a looping square (slide 3). The browser tests play the same file.
    static let threeSlides: String = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/three-slides.yaml")
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }()

    static func decode(_ yaml: String) throws -> Scene {
        try SceneDecoder.decode(yaml: yaml, file: "slides.yaml", measuring: TextMeasurer())
    }
}
