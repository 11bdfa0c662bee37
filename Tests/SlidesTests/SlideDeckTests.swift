import Scene
import Testing
@testable import Slides

/// How a scene is cut into slides: frame ranges, pause frames, and slides too short to show.
@Suite struct SlideDeckTests {
    func scene(_ starts: [Double], duration: Double = 3, fps: Double = 30) -> Scene {
        Scene(size: Size(width: 64, height: 36), fps: fps, duration: duration, slides: starts.map { Slide(start: $0) })
    }

    @Test func slidesOwnTheFramesFromTheirStartToTheNextStart() throws {
        let deck = try SlideDeck(scene: scene([0, 1, 2.5]))
        #expect(deck.slides.map(\.frames) == [0..<30, 30..<75, 75..<90])
        #expect(deck.slides.map(\.lastFrame) == [29, 74, 89])
        #expect(deck.slides.map(\.number) == [1, 2, 3])
    }

    @Test func aStartBetweenFramesBelongsToTheNextFrame() throws {
        // 0.99 s at 30 fps lies between frame 29 (0.9667 s) and 30 (1 s).
        let deck = try SlideDeck(scene: scene([0, 0.99]))
        #expect(deck.slides.map(\.frames) == [0..<30, 30..<90])
        // A time within 1 ns of a frame counts as on it (2.8 × 30 is 84.00000000000001).
        #expect(scene([0, 2.8]).slideFrameRanges == [0..<84, 84..<90])
    }

    @Test func aSceneWithoutSlidesIsOneSlide() throws {
        let deck = try SlideDeck(scene: scene([]))
        #expect(deck.slides.count == 1)
        #expect(deck.slides[0].frames == 0..<90)
    }

    @Test func aSlideShorterThanAFrameAtALowerFrameRateIsAnError() {
        // Fine at 30 fps, but at `--fps 5` 1.05 s and 1.15 s both round up to frame 6.
        #expect(throws: SlidesError.slideWithoutFrames(number: 2, start: 1.05, fps: 5)) {
            try SlideDeck(scene: scene([0, 1.05, 1.15], fps: 5))
        }
    }

    @Test func fileNamesSortInSlideOrder() throws {
        let deck = try SlideDeck(scene: scene((0..<12).map { Double($0) * 0.2 }))
        #expect(deck.slides[0].fileStem(digits: deck.fileDigits) == "slide-01")
        #expect(deck.slides[11].fileStem(digits: deck.fileDigits) == "slide-12")
    }
}
