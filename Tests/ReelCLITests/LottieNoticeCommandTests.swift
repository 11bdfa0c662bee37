import Foundation
import Testing
import TestSupport

/// What an imported Lottie animation leaves out is said once, also when `--size` lays the scene
/// out again (which reads it a second time).
@Suite struct LottieNoticeCommandTests {
    @Test(arguments: [[String](), ["--size", "100x200"]])
    func aLottieNoticeIsSaidOnce(_ sizeOptions: [String]) throws {
        let directory = TemporaryDirectory()
        try #"{"v": "5.7.4", "fr": 30, "ip": 0, "op": 30, "w": 200, "h": 100, "assets": [], "layers": [{"ty": 5, "nm": "Headline", "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {}}]}"#
            .write(toFile: directory.file("sting.json"), atomically: true, encoding: .utf8)
        let scene = try CLIFixtures.write("""
            size: [200, 100]
            duration: 1
            layers:
              - {type: lottie, file: sting.json, frame: [0%, 0%, 100%, 100%]}
            """, "sting.yaml", in: directory)
        let result = try ProcessResult.run(PackagePaths.reelBinary, ["still", scene, "--poster", "-o", directory.file("s.png")] + sizeOptions)
        #expect(result.status == 0, "\(result.standardError)")
        let notes = result.standardError.components(separatedBy: "\n").filter { $0.contains("note:") && $0.contains("Headline") }
        #expect(notes.count == 1, "\(result.standardError)")
    }
}
