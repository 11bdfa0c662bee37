import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Export

/// Transparent backgrounds keep their alpha in the formats that can store it.
@Suite struct AlphaRoundTripTests {
    @Test(arguments: [
        ("a.webm", "yuva420p", "libvpx-vp9"), ("a.mov", "yuva444p12le", nil), ("a.apng", "rgba", nil), ("a.png", "rgba", nil),
    ] as [(String, String, String?)])
    func alphaIsKept(file: String, pixelFormat: String, decoder: String?) throws {
        let directory = TemporaryDirectory()
        let path = directory.file(file)
        let result = try Exporter.export(scene: TestScenes.movingSquare(background: .clear, fps: 10, duration: 0.3), to: path)
        #expect(result.notices.isEmpty)
        let decoded = file == "a.png" ? directory.file("a_00000.png") : path
        let info = try MediaProbe.inspect(decoded, keepFrames: [0], decoder: decoder)
        #expect(info.decodedPixelFormat == pixelFormat)
        let frame = try #require(info.frames[0])
        #expect(frame.rgba(x: 56, y: 8).a <= 4, "background transparent: \(frame.rgba(x: 56, y: 8))")
        let square = frame.rgba(x: 8, y: 24)
        #expect(square.a >= 251 && square.r <= 4, "square opaque black: \(square)")
    }

    @Test func mp4DropsTransparencyWithANotice() throws {
        let directory = TemporaryDirectory()
        let result = try Exporter.export(scene: TestScenes.solid(.clear, duration: 0.1), to: directory.file("a.mp4"))
        #expect(result.notices == [.transparencyDropped(format: .mp4)])
    }

    @Test func askingForTransparentMP4IsAnError() {
        let directory = TemporaryDirectory()
        #expect(throws: ExportError.self) {
            try Exporter.export(scene: TestScenes.solid(.clear, duration: 0.1), to: directory.file("a.mp4"), options: ExportOptions(transparent: true))
        }
        #expect(directory.contents.isEmpty)
    }
}
