import Foundation
import Testing
import TestSupport

/// Every scene of the broken corpus through the built binary: exit status 2, the position and
/// the fix on stderr, and no output or temporary file written. `validate` and `render` run on
/// every scene; `still` and `frames` (which load scenes the same way) on every eighth, because
/// each launch of the binary costs about 0.2 s on the shared test machine.
@Suite struct BrokenSceneCommandTests {
    @Test(arguments: BrokenScene.all)
    func isRejectedByEveryCommandWithoutWritingAnything(_ broken: BrokenScene) throws {
        let directory = TemporaryDirectory()
        var commands = [
            ["validate", broken.path],
            ["render", broken.path, "-o", directory.file("out.mp4")],
        ]
        if BrokenScene.all.firstIndex(where: { $0.path == broken.path })! % 8 == 0 {
            commands += [
                ["still", broken.path, "--at", "0", "-o", directory.file("out.png")],
                ["frames", broken.path, "-o", directory.file("frames")],
            ]
        }
        for arguments in commands {
            let result = try ProcessResult.run(PackagePaths.reelBinary, arguments)
            #expect(result.status == 2, "\(broken.name) \(arguments[0]): exit \(result.status)\n\(result.standardError)")
            #expect(result.standardError.contains(broken.expectedText), "\(broken.name) \(arguments[0]):\n\(result.standardError)")
            if let fix = broken.fix {
                #expect(result.standardError.contains("fix: \(fix)"), "\(broken.name) \(arguments[0]):\n\(result.standardError)")
            }
            #expect(!result.standardError.contains("Fatal error"), "\(broken.name) crashed")
            // One mistake, one message, with the fonts and sound files the binary checks too.
            let problems = result.standardError.components(separatedBy: ": error: ").count - 1
            #expect(problems == broken.mistakes, "\(broken.name) \(arguments[0]): \(broken.mistakes) mistake(s), \(problems) problem(s)\n\(result.standardError)")
        }
        #expect(directory.contents.isEmpty, "\(broken.name) left \(directory.contents)")
    }
}
