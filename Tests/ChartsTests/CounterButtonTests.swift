import Charts
import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport

/// The counter's push buttons, judged from rendered pixels: `buttons: true` draws them in
/// proportion to the arc at any frame size, a set `buttonDiameter` is drawn at that size whatever
/// the frame, both stay inside the frame with the arc above them, and a diameter the frame
/// cannot hold is a clear error.
@Suite struct CounterButtonTests {
    static let plus = (r: 87, g: 218, b: 213)
    static let minus = (r: 238, g: 77, b: 77)

    /// The scene's frame with a counter filling it, the arc in grey so that only the buttons
    /// are the plus and minus colours.
    func render(size: (Int, Int), keys: String) throws -> Frame {
        let scene = try SceneDecoder.decode(yaml: """
            size: [\(size.0), \(size.1)]
            duration: 1
            background: white
            layers:
              - {type: counter-arc, count: 0, goal: 8, arcColor: "#808080", \(keys)}
            """, file: "test.yaml", measuring: TextMeasurer())
        return try Renderer().render(scene, at: 0.5)
    }

    /// The box of the pixels of `color` (±8 a channel): (left, top, right, bottom), or nil.
    func box(of color: (r: Int, g: Int, b: Int), in frame: Frame) -> (Int, Int, Int, Int)? {
        var (left, top, right, bottom) = (frame.width, frame.height, -1, -1)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.rgba(x: x, y: y)
                guard abs(Int(p.r) - color.r) <= 8, abs(Int(p.g) - color.g) <= 8, abs(Int(p.b) - color.b) <= 8 else { continue }
                (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x + 1), max(bottom, y + 1))
            }
        }
        return right < 0 ? nil : (left, top, right, bottom)
    }

    /// The lowest row of the grey arc.
    func arcBottom(in frame: Frame) -> Int {
        box(of: (128, 128, 128), in: frame).map { $0.3 } ?? -1
    }

    @Test(arguments: [(230, 308), (320, 180), (1080, 1920), (1920, 1080)])
    func buttonsFollowTheArc(_ size: (Int, Int)) throws {
        let frame = try render(size: size, keys: "buttons: true")
        let chart = CounterArc(size: Size(width: Double(size.0), height: Double(size.1)))
        var shown = chart
        shown.showsButtons = true
        // 60 across under a 230-point arc, whatever the frame: the arc shrinks to leave their row.
        let expected = 60 * shown.arcSide / 230
        for color in [Self.plus, Self.minus] {
            let b = try #require(box(of: color, in: frame), "a \(color) button at \(size)")
            #expect(abs(Double(b.2 - b.0) - expected) <= 2 && abs(Double(b.3 - b.1) - expected) <= 2,
                    "button \(b.2 - b.0)×\(b.3 - b.1), expected \(expected) at \(size)")
            #expect(b.0 >= 0 && b.1 >= 0 && b.2 <= size.0 && b.3 <= size.1, "inside the frame")
            #expect(b.1 >= arcBottom(in: frame), "under the arc")
        }
    }

    @Test(arguments: [(320, 180), (1080, 1920), (3840, 2160)])
    func aSetDiameterIsDrawnAtThatSize(_ size: (Int, Int)) throws {
        let frame = try render(size: size, keys: "buttonDiameter: 50")
        for color in [Self.plus, Self.minus] {
            let b = try #require(box(of: color, in: frame), "a \(color) button at \(size)")
            #expect(abs(b.2 - b.0 - 50) <= 2 && abs(b.3 - b.1 - 50) <= 2, "button \(b.2 - b.0)×\(b.3 - b.1) at \(size)")
            #expect(b.1 >= 0 && b.3 <= size.1, "inside the frame")
            #expect(b.1 >= arcBottom(in: frame), "under the arc")
        }
    }

    @Test func noButtonsUnlessAsked() throws {
        let frame = try render(size: (320, 180), keys: "caption: glasses")
        #expect(box(of: Self.minus, in: frame) == nil)
    }

    @Test func aDiameterTheFrameCannotHoldIsAnError() {
        #expect {
            _ = try render(size: (320, 180), keys: "buttonDiameter: 100")
        } throws: { error in
            let text = "\(error)"
            return text.contains("buttonDiameter") && text.contains("at most 69")
        }
    }
}
