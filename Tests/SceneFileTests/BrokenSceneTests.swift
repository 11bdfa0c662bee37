import Testing
import TestSupport
@testable import SceneFile

/// The corpus of broken scenes: each is rejected with its position, message and fix.
/// (`ReelCLITests` runs the same files through the built binary.)
@Suite struct BrokenSceneTests {
    @Test func theCorpusIsLargeEnough() {
        #expect(BrokenScene.all.count >= 40)
    }

    @Test(arguments: BrokenScene.all.filter { !$0.needsFonts && !$0.needsAudio })
    func isRejectedWithPositionMessageAndFix(_ broken: BrokenScene) {
        do {
            _ = try SceneDecoder.decode(contentsOf: broken.path, measuring: FixedTextMetrics(), checkingImages: TestImages.checker)
            Issue.record("\(broken.name) decoded")
        } catch {
            let text = error.description
            #expect(text.contains(broken.expectedText), "\(broken.name):\n\(text)")
            if let fix = broken.fix { #expect(text.contains("fix: \(fix)"), "\(broken.name):\n\(text)") }
            #expect(error.diagnostics.allSatisfy { $0.fix != nil }, "every problem says how to fix it:\n\(text)")
            // One mistake, one message: nothing a failed part would have defined is reported again.
            #expect(error.diagnostics.count == broken.mistakes, "\(broken.name): \(broken.mistakes) mistake(s), \(error.diagnostics.count) problem(s):\n\(text)")
        }
    }
}
