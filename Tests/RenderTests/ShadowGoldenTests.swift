import Foundation
import Render
import Scene
import Testing

@Suite struct ShadowGoldenTests {
    /// A large square's shadow edge follows the Gaussian's integral (σ = radius / 2).
    @Test func blurIsAGaussianWithSigmaHalfTheRadius() throws {
        var square = Layer(bounds: Rect(x: 0, y: 0, width: 200, height: 200), position: Point(x: -100, y: -100), anchorPoint: .zero)
        square.backgroundColor = .white
        square.shadowOpacity = 1
        square.shadowRadius = 8
        square.shadowOffset = Size(width: 0, height: 0)
        square.shadowColor = .black
        // White square on white: only the shadow shows beyond its edges (x ≥ 100).
        let frame = try Goldens.render([square], width: 200, height: 200)
        func coverage(_ x: Int) -> Double { 1 - Double(frame.rgba(x: x, y: 50).r) / 255 }
        // Pixel x covers [x, x+1]; its centre is d = x + 0.5 − 100 from the edge, where a
        // Gaussian of σ = 4 leaves erfc(d / (σ√2)) / 2 of the square's coverage.
        for x in [100, 101, 103, 105, 108, 112] {
            let d = Double(x) + 0.5 - 100
            let expected = erfc(d / (4 * 2.0.squareRoot())) / 2
            #expect(abs(coverage(x) - expected) < 0.02, "x \(x): \(coverage(x)) against \(expected)")
        }
        #expect(coverage(120) == 0)
    }

    @Test func offsetShadowsAndShadowPaths() throws {
        var bar = Goldens.shape("M 30 90 L 30 20") { $0.lineWidth = 18; $0.strokeColor = Goldens.blue }
        bar.shadowOpacity = 0.5
        bar.shadowOffset = Size(width: 4, height: 3)
        bar.shadowRadius = 2
        bar.shadowColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        var disc = Layer(bounds: Rect(x: 0, y: 0, width: 30, height: 30), position: Point(x: 75, y: 50), backgroundColor: Goldens.red)
        disc.shadowOpacity = 0.8
        disc.shadowPath = Path.ellipse(in: Rect(x: 0, y: 0, width: 30, height: 30))
        disc.shadowOffset = Size(width: 0, height: 10)
        disc.shadowRadius = 4
        let frame = try Goldens.render([bar, disc])
        try Goldens.expect(frame, matches: "shadows")
        #expect(frame.rgba(x: 42, y: 50).r < 255, "the bar's shadow shows right of it")
        #expect(frame.rgba(x: 16, y: 50) == (255, 255, 255, 255), "and not left of it")
    }

    @Test func masksToBoundsClipsTheShadow() throws {
        var card = Layer(bounds: Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 50, y: 50), backgroundColor: Goldens.blue)
        card.shadowOpacity = 1
        card.shadowOffset = Size(width: 10, height: 10)
        card.shadowRadius = 0
        #expect(try Goldens.render([card]).rgba(x: 75, y: 75) == (0, 0, 0, 255), "without clipping the shadow shows")
        card.masksToBounds = true
        #expect(try Goldens.render([card]).rgba(x: 75, y: 75) == (255, 255, 255, 255))
    }
}
