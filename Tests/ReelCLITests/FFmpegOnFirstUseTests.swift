import Export
import Foundation
import Testing
import TestSupport

/// FFmpeg's libraries (and the codecs' libraries they link) are opened on first use, not at
/// start-up: loading them was most of a `reel still`'s time. The dynamic loader's own report
/// (`LD_DEBUG=files`, on stderr) says which libraries each process opened.
@Suite struct FFmpegOnFirstUseTests {
    @Test func stillValidateAndPNGSequencesNeverLoadFFmpegAndVideoDoes() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        let loaderReport = ["LD_DEBUG": "files"]

        for arguments in [
            ["still", scene, "--poster", "-o", directory.file("poster.png"), "--quiet"], ["validate", scene],
            ["render", scene, "-o", directory.file("frames") + "/", "--quiet"], ["frames", scene, "-o", directory.file("all"), "--quiet"],
        ] {
            let run = try ProcessResult.run(PackagePaths.reelBinary, arguments, environment: loaderReport)
            #expect(run.status == 0, "\(arguments[0]): \(run.standardError.suffix(500))")
            #expect(run.standardError.contains("libcairo.so"), "the loader's report is there: \(run.standardError.prefix(300))")
            #expect(!run.standardError.contains("libavcodec.so") && !run.standardError.contains("libavformat.so"), "\(arguments) loaded FFmpeg")
        }

        let output = directory.file("bar.mp4")
        let render = try ProcessResult.run(PackagePaths.reelBinary, ["render", scene, "-o", output, "--quiet"], environment: loaderReport)
        #expect(render.status == 0, "\(render.standardError.suffix(500))")
        #expect(render.standardError.contains("libavcodec.so") && render.standardError.contains("libavformat.so"))
        #expect(try MediaProbe.inspect(output).frameTimes.count == 10)
    }
}
