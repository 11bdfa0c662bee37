import Foundation
import Render
import Scene

/// One frame of a scene as PNG bytes: what `reel still` writes and what `reel preview` serves,
/// so the two cannot drift apart.
public enum StillFrame {
    /// The PNG of `scene` at `time` seconds, drawn by `renderer` (a renderer's caches do not
    /// change its output, so a reused renderer gives the same bytes as a new one).
    public static func pngData(of scene: Scene, at time: Double, renderer: Renderer = Renderer()) throws -> Data {
        try renderer.render(scene, at: time).pngData()
    }
}
