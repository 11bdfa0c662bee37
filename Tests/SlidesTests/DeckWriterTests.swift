import Export
import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Slides

/// The deck's files: one H.264 segment and one pause still per slide, and a page that needs
/// nothing from the network. (Tests/Browser plays it in Chromium.)
@Suite struct DeckWriterTests {
    @Test func aSegmentAndAStillPerSlideBesideThePage() throws {
        let directory = TemporaryDirectory()
        let scene = try SlideScenes.decode(SlideScenes.threeSlides)
        let deck = try SlideDeck(scene: scene)
        let result = try DeckWriter(deck: deck, title: "Three").writeDirectory(to: directory.file("deck"))
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory.file("deck"))) ?? []).sorted()
        #expect(files == ["index.html", "slide-01.mp4", "slide-01.png", "slide-02.mp4", "slide-02.png", "slide-03.mp4", "slide-03.png"])
        #expect(directory.contents == ["deck"], "no temporary directory is left")
        #expect(result.files.count == 7 && result.totalBytes > 0)

        let renderer = Renderer()
        for slide in deck.slides {
            let stem = directory.file("deck/" + slide.fileStem(digits: 2))
            let video = try MediaProbe.inspect(stem + ".mp4", keepFrames: [slide.frames.count - 1], conversion: .chromiumSoftware)
            #expect(video.codecName == "h264" && video.width == 160 && video.height == 90)
            #expect(video.frameCount == slide.frames.count, "slide \(slide.number) has \(video.frameCount) frames")
            // The still is exactly the segment's last frame decoded back, so swapping the video
            // for the still shows no jump.
            let still = try Frame(contentsOfPNG: stem + ".png")
            let last = try #require(video.frames[slide.frames.count - 1])
            #expect(FrameDifference(last, still).maximum == 0, "slide \(slide.number)'s still is the video's last frame")
            // And that frame is the pause frame (`reel still` at it) up to H.264's 4:2:0 chroma,
            // worst for white text on teal at this tiny size.
            var expected = try renderer.render(scene, at: deck.pauseTime(of: slide))
            expected.flattenOverBlack()
            let difference = FrameDifference(expected, still)
            #expect(difference.mean < 5, "slide \(slide.number): the still differs from reel still by \(difference.mean)")
        }
    }

    @Test func thePageNeedsNoNetworkAndCarriesTheSlides() throws {
        let directory = TemporaryDirectory()
        let deck = try SlideDeck(scene: SlideScenes.decode(SlideScenes.threeSlides))
        try DeckWriter(deck: deck, title: "Three <slides>").writeDirectory(to: directory.file("deck"))
        let html = try String(contentsOfFile: directory.file("deck/index.html"), encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"), "no network address")
        #expect(!html.contains("<script src") && !html.contains("<link"), "no external script or style sheet")
        #expect(html.contains("<title>Three &lt;slides&gt;</title>"))
        #expect(html.contains(#"id="deck""#) && html.contains(#"data-slide="1""#) && html.contains(#"data-state="playing""#))
        #expect(html.contains(#"<div id="stage" style="width: 160px; height: 90px;"#))
        for piece in [#""video":"slide-02.mp4""#, #""still":"slide-03.png""#, #""loop":true"#, #""notes":"The bar grows to the right.""#, #""frames":[20,39]"#] {
            #expect(html.contains(piece), "\(piece)")
        }
    }

    @Test func aSingleFileInlinesEverything() throws {
        let directory = TemporaryDirectory()
        let deck = try SlideDeck(scene: SlideScenes.decode(SlideScenes.threeSlides))
        let result = try DeckWriter(deck: deck, title: "Three").writeSingleFile(to: directory.file("talk.html"))
        #expect(directory.contents == ["talk.html"], "one file and nothing else: \(directory.contents)")
        let html = try String(contentsOfFile: directory.file("talk.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "data:video/mp4;base64,").count == 4)
        #expect(html.components(separatedBy: "data:image/png;base64,").count == 4)
        #expect(!html.contains("slide-01.mp4") && !html.contains("http"))
        #expect(result.totalBytes == html.utf8.count)
    }

    @Test func replacesAnEarlierDeckButNothingElse() throws {
        let directory = TemporaryDirectory()
        let deck = try SlideDeck(scene: SlideScenes.decode(SlideScenes.threeSlides))
        let writer = DeckWriter(deck: deck, title: "Three")
        try writer.writeDirectory(to: directory.file("deck"))
        try writer.writeDirectory(to: directory.file("deck"))
        #expect(directory.contents == ["deck"])

        try FileManager.default.createDirectory(atPath: directory.file("photos"), withIntermediateDirectories: false)
        FileManager.default.createFile(atPath: directory.file("photos/cat.jpg"), contents: Data("meow".utf8))
        #expect(throws: SlidesError.notADeck(path: directory.file("photos"))) { try writer.writeDirectory(to: directory.file("photos")) }
        #expect(FileManager.default.contents(atPath: directory.file("photos/cat.jpg")) == Data("meow".utf8))
        #expect(directory.contents == ["deck", "photos"], "no temporary directory is left")
    }

    @Test func theSameSceneWritesTheSameDeck() throws {
        let directory = TemporaryDirectory()
        let deck = try SlideDeck(scene: SlideScenes.decode(SlideScenes.threeSlides))
        try DeckWriter(deck: deck, title: "Three", options: ExportOptions(jobs: 1)).writeDirectory(to: directory.file("a"))
        try DeckWriter(deck: deck, title: "Three", options: ExportOptions(jobs: 3)).writeDirectory(to: directory.file("b"))
        for name in ["index.html", "slide-01.mp4", "slide-02.png", "slide-03.mp4"] {
            #expect(FileManager.default.contentsEqual(atPath: directory.file("a/" + name), andPath: directory.file("b/" + name)), "\(name)")
        }
    }
}

extension Frame {
    /// Makes every pixel opaque as if drawn over black, as an MP4 (which has no alpha) shows it.
    fileprivate mutating func flattenOverBlack() {
        // Premultiplied colour over black is the colour itself: only alpha changes.
        for i in Swift.stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
    }
}
