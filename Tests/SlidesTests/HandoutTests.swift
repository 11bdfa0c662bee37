import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Slides

/// The PDF handout, read back with poppler-utils (pdfinfo, pdftotext, pdftoppm) as a reader's
/// tools see it.
@Suite struct HandoutTests {
    func poppler(_ tool: String, _ arguments: [String]) throws -> String {
        let result = try ProcessResult.run("/usr/bin/" + tool, arguments)
        #expect(result.status == 0, "\(tool): \(result.standardError)")
        return result.standardOutput
    }

    @Test func onePagePerSlideWithTheSceneSizeAndTitles() throws {
        let directory = TemporaryDirectory()
        let deck = try SlideDeck(scene: SlideScenes.decode(SlideScenes.threeSlides))
        try HandoutWriter(deck: deck, title: "Three slides").write(to: directory.file("h.pdf"))
        let info = try poppler("pdfinfo", [directory.file("h.pdf")])
        #expect(info.contains("Pages:           3"), "\(info)")
        #expect(info.contains("Page size:       160 x 90 pts"), "\(info)")
        #expect(info.contains("Title:           Three slides"), "\(info)")
        #expect(!info.contains("CreationDate"), "no date, so the bytes never change: \(info)")
        #expect(directory.contents == ["h.pdf"], "no temporary file is left")
    }

    @Test func textStaysTextAndNotesFollowTheirSlide() throws {
        let directory = TemporaryDirectory()
        let deck = try SlideDeck(scene: SlideScenes.decode(SlideScenes.threeSlides))
        try HandoutWriter(deck: deck, includesNotes: true).write(to: directory.file("h.pdf"))
        // Page by page (pdftotext separates pages with a form feed).
        let pages = try poppler("pdftotext", ["-layout", directory.file("h.pdf"), "-"]).split(separator: "\u{0C}").map(String.init)
        #expect(pages.count >= 3)
        #expect(pages[0].contains("1. Growth") && pages[0].contains("The bar grows to the right."), "\(pages[0])")
        // The scene's own text layer is searchable text, not pixels: "Panel" is both the title and the layer's word.
        #expect(pages[1].components(separatedBy: "Panel").count == 3 && pages[1].contains("2. Panel") && pages[1].contains("Teal fades in, then the word."), "\(pages[1])")
        #expect(pages[2].contains("3. Turn") && !pages[2].contains("Panel"), "\(pages[2])")
        let info = try poppler("pdfinfo", [directory.file("h.pdf")])
        #expect(!info.contains("Page size:       160 x 90 pts"), "notes make the page taller: \(info)")
    }

    @Test func eachPageLooksLikeTheSlidesPauseFrame() throws {
        let directory = TemporaryDirectory()
        let scene = try SlideScenes.decode(SlideScenes.threeSlides)
        let deck = try SlideDeck(scene: scene)
        try HandoutWriter(deck: deck).write(to: directory.file("h.pdf"))
        _ = try poppler("pdftoppm", ["-r", "72", "-png", directory.file("h.pdf"), directory.file("page")])
        let renderer = Renderer()
        for slide in deck.slides {
            let page = try Frame(contentsOfPNG: directory.file("page-\(slide.number).png"))
            let frame = try renderer.render(scene, at: deck.pauseTime(of: slide))
            #expect(page.width == 160 && page.height == 90)
            // Poppler antialiases edges its own way: compare the mean, and the pixel at the
            // middle of what each slide shows.
            let difference = FrameDifference(page, frame)
            #expect(difference.mean < 6, "slide \(slide.number): mean difference \(difference.mean)")
        }
        let page2 = try Frame(contentsOfPNG: directory.file("page-2.png"))
        let teal = page2.rgba(x: 4, y: 12)
        #expect(abs(Int(teal.r) - 0x1f) <= 2 && abs(Int(teal.g) - 0x9e) <= 2 && abs(Int(teal.b) - 0x89) <= 2, "\(teal)")
    }

    @Test func theSameSceneWritesTheSameBytes() throws {
        let directory = TemporaryDirectory()
        let deck = try SlideDeck(scene: SlideScenes.decode(SlideScenes.threeSlides))
        try HandoutWriter(deck: deck, includesNotes: true).write(to: directory.file("a.pdf"))
        try HandoutWriter(deck: deck, includesNotes: true).write(to: directory.file("b.pdf"))
        #expect(FileManager.default.contentsEqual(atPath: directory.file("a.pdf"), andPath: directory.file("b.pdf")))
    }

    @Test func anUnwritableDestinationLeavesNothing() throws {
        let deck = try SlideDeck(scene: SlideScenes.decode(SlideScenes.threeSlides))
        #expect(throws: (any Error).self) { try HandoutWriter(deck: deck).write(to: "/nonexistent-dir/h.pdf") }
    }
}

/// Per-channel differences of two frames of one size, straight RGB.
struct FrameDifference {
    var mean: Double
    var maximum: Int

    init(_ a: Frame, _ b: Frame) {
        precondition(a.width == b.width && a.height == b.height)
        var total = 0, maximum = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba(x: x, y: y), q = b.rgba(x: x, y: y)
                for d in [abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))] {
                    total += d
                    maximum = max(maximum, d)
                }
            }
        }
        mean = Double(total) / Double(a.width * a.height * 3)
        self.maximum = maximum
    }
}
