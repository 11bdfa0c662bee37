import Export
import Foundation
import Render
import Testing
import TestSupport

/// `reel slides` end to end: a deck directory, one HTML file, a PDF handout, and its refusals.
@Suite struct SlidesCommandTests {
    static let slides = CLIFixtures.bar.replacingOccurrences(of: "layers:", with: """
        slides:
          - {at: 0s, title: Start, notes: Half the bar.}
          - {at: 0.5s, title: End, notes: The whole bar.}
        layers:
        """)

    @Test func writesADeckAHandoutAndASingleFile() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(Self.slides, "talk.yaml", in: directory)
        let deck = try ProcessResult.reel("slides", scene, "-o", directory.file("deck"), "--json")
        #expect(deck.status == 0, "\(deck.standardError)")
        #expect(deck.standardOutput.contains(#""slides":2"#) && deck.standardOutput.contains(#""type":"done""#), "\(deck.standardOutput)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: directory.file("deck"))) ?? []).sorted()
            == ["index.html", "slide-01.mp4", "slide-01.png", "slide-02.mp4", "slide-02.png"])

        // The pause still of slide 1 is its segment's last frame (frame 4) decoded back, and so
        // `reel still` at that frame up to the video's compression.
        let video = try MediaProbe.inspect(directory.file("deck/slide-01.mp4"), keepFrames: [4], conversion: .chromiumSoftware)
        let pauseStill = try Frame(contentsOfPNG: directory.file("deck/slide-01.png"))
        #expect(try FrameDifference(#require(video.frames[4]), pauseStill, tolerance: 0).worst == 0)
        let still = try ProcessResult.reel("still", scene, "--frame", "4", "-o", directory.file("f4.png"))
        #expect(still.status == 0)
        let rendered = FrameDifference(try Frame(contentsOfPNG: directory.file("f4.png")), pauseStill, tolerance: 24)
        #expect(rendered.mismatched * 10 <= pauseStill.width * pauseStill.height, "\(rendered)")

        let single = try ProcessResult.reel("slides", scene, "-o", directory.file("talk.html"), "--quiet")
        #expect(single.status == 0 && single.standardError.isEmpty, "\(single.standardError)")
        let html = try String(contentsOfFile: directory.file("talk.html"), encoding: .utf8)
        #expect(html.contains("data:video/mp4;base64,") && !html.contains("slide-01.mp4"))

        let pdf = try ProcessResult.reel("slides", scene, "-o", directory.file("talk.pdf"), "--notes")
        #expect(pdf.status == 0 && pdf.standardError.contains("wrote \(directory.file("talk.pdf")) (2 slides"), "\(pdf.standardError)")
        let text = try ProcessResult.run("/usr/bin/pdftotext", [directory.file("talk.pdf"), "-"])
        #expect(text.standardOutput.contains("The whole bar."), "\(text.standardOutput)")
        #expect(directory.contents == ["deck", "f4.png", "talk.html", "talk.pdf", "talk.yaml"])
    }

    @Test func refusalsExitWithTwoAndWriteNothing() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(Self.slides, "talk.yaml", in: directory)
        try FileManager.default.createDirectory(atPath: directory.file("photos"), withIntermediateDirectories: false)
        FileManager.default.createFile(atPath: directory.file("photos/cat.jpg"), contents: Data("meow".utf8))
        let cases: [([String], String)] = [
            (["slides", scene, "-o", directory.file("deck"), "--notes"], "--notes is for a PDF handout"),
            (["slides", scene, "-o", directory.file("h.pdf"), "--single-file"], "--single-file is for a deck"),
            (["slides", scene, "-o", directory.file("photos")], "exists and is not a deck written by `reel slides`"),
            (["slides", scene, "-o", directory.file("deck"), "--fps", "1"], "slide 2 (at 0.5 s) is shorter than one frame at 1.0 fps"),
        ]
        for (arguments, message) in cases {
            let result = try ProcessResult.run(PackagePaths.reelBinary, arguments)
            #expect(result.status == 2, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains(message), "\(arguments):\n\(result.standardError)")
        }
        #expect(directory.contents == ["photos", "talk.yaml"])
        #expect(FileManager.default.contents(atPath: directory.file("photos/cat.jpg")) == Data("meow".utf8))
    }
}
