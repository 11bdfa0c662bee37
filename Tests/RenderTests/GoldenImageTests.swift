import Foundation
import Render
import Testing
import TestSupport

/// The golden comparison itself: tolerance, and the files a failure leaves behind.
@Suite struct GoldenImageTests {
    @Test func failureWritesActualAndDiffBesideTheGolden() throws {
        guard !GoldenImage.isRecording else { return }
        let directory = TemporaryDirectory()
        var frame = Frame(width: 4, height: 4)
        frame.pixels = [UInt8](repeating: 255, count: frame.pixels.count)
        let golden = directory.file("case.png")
        try frame.pngData().write(to: URL(fileURLWithPath: golden))
        #expect(try GoldenImage.compare(frame, withGoldenAt: golden).matches)

        var close = frame
        close.pixels[0] = 253
        #expect(try GoldenImage.compare(close, withGoldenAt: golden, tolerance: 2).matches)

        var changed = frame
        changed.pixels[4 * 5] = 0
        let result = try GoldenImage.compare(changed, withGoldenAt: golden, tolerance: 2)
        #expect(!result.matches && result.summary.contains("1 pixels differ") && result.summary.contains("first at 1,1"))
        #expect(directory.contents == ["case.actual.png", "case.diff.png", "case.png"])
        #expect(try Frame(contentsOfPNG: directory.file("case.actual.png")) == changed)
    }
}
