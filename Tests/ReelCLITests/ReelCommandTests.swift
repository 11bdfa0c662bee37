import Export
import Foundation
import Render
import Scene
import struct Scene.AffineTransform
import SceneFile
import Testing
import TestSupport

/// End-to-end: the built `reel` binary on the acceptance scene and on broken scenes.
@Suite struct ReelCommandTests {
    let lineChart = PackagePaths.scene("line-chart.yaml")

    @Test func renderWritesAnMP4ThatDecodesBack() throws {
        let directory = TemporaryDirectory()
        let output = directory.file("x.mp4")
        let result = try ProcessResult.reel("render", lineChart, "-o", output, "--quiet")
        #expect(result.status == 0, "\(result.standardError)")
        let info = try MediaProbe.inspect(output)
        #expect(info.codecName == "h264")
        #expect(info.pixelFormat == "yuv420p")
        #expect(info.colorSpace == "bt709" && info.colorPrimaries == "bt709" && info.colorTransfer == "bt709")
        #expect(info.frameRate == 30)
        #expect(info.frameCount == 60, "round(fps × duration) = round(30 × 2)")
        #expect(info.frameTimes == (0..<60).map { Double($0) / 30 })
        #expect(directory.contents == ["x.mp4"])
    }

    /// How far along the segment from `a` to `b` the stroke reaches, as a fraction of its length.
    func drawnFraction(_ frame: Frame, from a: Point, to b: Point) -> Double {
        let length = a.distance(to: b)
        var reached = 0.0
        // Stop 3 px short of the end: the inflexion circle there (radius 3, stroke 2) is drawn on separately.
        for step in 0...Int((length - 3) * 4) {
            let d = Double(step) / 4
            let p = a.interpolated(to: b, fraction: d / length)
            let pixel = frame.rgba(x: Int(p.x), y: Int(p.y))
            // Drawn pixels are the translucent blue over white: red well below white's 255.
            if pixel.r < 200 { reached = d }
        }
        return reached / length
    }

    @Test func stillAtHalfTimeShowsEverySegmentHalfDrawn() throws {
        let directory = TemporaryDirectory()
        let output = directory.file("half.png")
        let result = try ProcessResult.reel("still", lineChart, "--at", "0.5", "-o", output)
        #expect(result.status == 0, "\(result.standardError)")
        let frame = try Frame(contentsOfPNG: output)
        let scene = try SceneDecoder.decode(contentsOf: lineChart, measuring: TextMeasurer())
        let segments = Self.shapes(in: scene.layers, transform: AffineTransform.identity).filter { $0.id.contains("segment-") }
        #expect(segments.count == 6)
        for (id, path) in segments {
            guard case .move(let a) = path.elements.first, case .line(let b)? = path.elements.dropFirst().first else {
                Issue.record("\(id) is not a straight segment"); continue
            }
            let fraction = drawnFraction(frame, from: a, to: b)
            // easeInEaseOut is symmetric: half the time is half the length. Allow ±1.5 px of anti-aliasing.
            #expect(abs(fraction - 0.5) * a.distance(to: b) <= 1.5, "\(id) is drawn to \(fraction)")
        }
    }

    /// Every shape layer below `layers` with its path in canvas coordinates.
    static func shapes(in layers: [Layer], transform: AffineTransform) -> [(id: String, path: Path)] {
        layers.flatMap { layer -> [(id: String, path: Path)] in
            let toCanvas = layer.transformToSuperlayer.concatenating(transform)
            var found: [(id: String, path: Path)] = []
            if case .shape(let shape) = layer.content {
                found.append((layer.id ?? "", shape.path.applying(layer.geometryFlipTransform.concatenating(toCanvas))))
            }
            return found + shapes(in: layer.sublayers, transform: layer.sublayerSpaceTransform.concatenating(toCanvas))
        }
    }

    @Test func badScenesExitWithTwoAndAPositionAndWriteNothing() throws {
        let directory = TemporaryDirectory()
        let cases = [
            ("unreadable.yaml", "size: [320, 200\nduration: 1\n", "unreadable.yaml:2:"),
            ("unknown-key.yaml", "size: [320, 200]\nduration: 1\nfsp: 30\n", "unknown-key.yaml:3:1: error: unknown key 'fsp'"),
            ("wrong-type.yaml", "size: [320, 200]\nduration: [1]\n", "wrong-type.yaml:2:11: error: expected a time in seconds"),
        ]
        for (name, text, expected) in cases {
            let scene = directory.file(name)
            try text.write(toFile: scene, atomically: true, encoding: .utf8)
            for arguments in [["render", scene, "-o", directory.file("out.mp4")], ["still", scene, "--at", "0", "-o", directory.file("out.png")]] {
                let result = try ProcessResult.run(PackagePaths.reelBinary, arguments)
                #expect(result.status == 2, "\(name): exit \(result.status)")
                #expect(result.standardError.contains(expected), "\(name): \(result.standardError)")
            }
        }
        #expect(directory.contents == cases.map(\.0).sorted(), "no output or temporary file written")
    }

    @Test func missingSceneFileIsAUsageError() throws {
        let result = try ProcessResult.reel("still", "/nonexistent/scene.yaml", "--at", "0", "-o", "/tmp/never.png")
        #expect(result.status == 2)
        #expect(result.standardError.contains("/nonexistent/scene.yaml: error: cannot read the scene file: no such file"))
    }
}
