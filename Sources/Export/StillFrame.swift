import Foundation
import Render
import Scene

/// One frame of a scene as PNG bytes: what `reel still` writes and what `reel preview` serves,
/// so the two cannot drift apart.
public enum StillFrame {
    /// How a still is compressed unless asked otherwise: standard, whose bytes are the same on
    /// every run (`fast`'s ISA-L stream is not: about one still in 600 came out in other, equally
    /// valid bytes). `reel still --compression` picks another; every one is lossless.
    public static let defaultCompression = PNGEncoder.Compression.standard

    /// The PNG of `scene` at `time` seconds, drawn by `renderer` and compressed by `encoder`
    /// (their caches and buffers do not change the output, so reused ones give the same bytes
    /// as new ones).
    public static func pngData(
        of scene: Scene, at time: Double, renderer: Renderer = Renderer(), encoder: PNGEncoder = PNGEncoder(compression: defaultCompression)
    ) throws -> Data {
        try encoder.data(renderer.render(scene, at: time))
    }
}
