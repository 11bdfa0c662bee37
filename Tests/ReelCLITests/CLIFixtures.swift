import Foundation
import TestSupport

/// Tiny scenes for the end-to-end tests (the machine is shared: keep them small).
enum CLIFixtures {
    /// A 64×36 scene, 10 fps for 1 s (10 frames): a red bar growing across a white canvas.
    static let bar = """
        size: [64, 36]
        fps: 10
        duration: 1
        background: white
        layers:
          - id: bar
            frame: [0, 8, 64, 20]
            backgroundColor: red
            anchorPoint: [0, 0.5]
            animations:
              - {keyPath: bounds.size.width, fromValue: 0, toValue: 64, duration: 1, fillMode: both}
        """

    /// Writes `text` as `name` in `directory`, returning its path.
    static func write(_ text: String, _ name: String, in directory: TemporaryDirectory) throws -> String {
        let path = directory.file(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A scene that takes a while to render: `frames` frames of 480×270 with blurred shadows.
    static func slow(frames: Int) -> String {
        """
        size: [480, 270]
        fps: 30
        duration: \(Double(frames) / 30)
        layers:
          - frame: [40, 40, 400, 190]
            backgroundColor: steelblue
            cornerRadius: 20
            shadowOpacity: 0.8
            shadowRadius: 12
            animations: [{keyPath: transform.rotation.z, fromValue: 0, toValue: 6.28, duration: \(Double(frames) / 30)}]
        """
    }
}
