import Animation
import Scene
import Testing
@testable import SceneFile

/// Decoding helpers for the scene-file tests.
enum SceneFixtures {
    /// A scene with `layers` (YAML lines, already indented under `layers:`) and a 64×36, 1 s canvas.
    static func scene(layers: String, extra: String = "") -> String {
        "size: [64, 36]\nduration: 1\n\(extra)layers:\n\(layers)"
    }

    static func decode(_ yaml: String, directory: String = ".") throws -> Scene {
        try SceneDecoder.decode(yaml: yaml, file: "test.yaml", directory: directory)
    }

    static func errors(_ yaml: String, directory: String = ".") -> [Diagnostic] {
        do {
            _ = try SceneDecoder.decode(yaml: yaml, file: "test.yaml", directory: directory, measuring: FixedTextMetrics())
            return []
        } catch {
            return error.diagnostics
        }
    }

    static func shape(_ layer: Layer) -> ShapeContent? {
        if case .shape(let shape) = layer.content { return shape }
        return nil
    }

    static func basic(_ animation: Animation<PropertyValue>) -> BasicAnimation<PropertyValue> {
        switch animation {
        case .basic(let basic): return basic
        default:
            Issue.record("expected a basic animation, got \(animation)")
            return BasicAnimation(keyPath: "")
        }
    }
}
