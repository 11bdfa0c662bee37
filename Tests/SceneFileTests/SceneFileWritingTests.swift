import Animation
import Charts
import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import SceneFile

/// A `Scene` written as a scene file reads back into an equal scene: every shipped scene
/// (decoded, written, decoded again) and scenes built in Swift with what the builders make.
@Suite struct SceneFileWritingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static var shippedScenes: [String] {
        let folder = root + "/scenes"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// `scene` written into a temporary folder and read back.
    static func roundTrip(_ scene: Scene, in folder: String) throws -> (text: String, scene: Scene) {
        let path = folder + "/written.yaml"
        try scene.writeSceneFile(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return (text, try SceneDecoder.decode(contentsOf: path, measuring: TextMeasurer()))
    }

    @Test func everyShippedSceneIsFound() {
        #expect(Self.shippedScenes.count >= 10, "\(Self.shippedScenes)")
    }

    @Test(arguments: shippedScenes)
    func aShippedSceneReadsBackEqual(name: String) throws {
        let original = try SceneDecoder.decode(contentsOf: Self.root + "/scenes/" + name, measuring: TextMeasurer())
        let folder = TemporaryDirectory()
        let (text, written) = try Self.roundTrip(original, in: folder.path)
        let same = written == original
        #expect(same, "\(name): \(FirstDifference.between(original, written) ?? "?")\n\(text.prefix(2000))")
    }
}

extension SceneFileWritingTests {
    /// A deck built with the Swift builders, using what a scene file has a key for: colours
    /// that are not 8-bit steps, every animation type and timing function form, a mask, a
    /// rotated and shadowed layer, gradients with and without locations, counters, two charts
    /// of one kind (their ids repeat), an image, sounds and slides with notes.
    static func builtDeck() throws -> Scene {
        let measurer = TextMeasurer()
        let odd = Color(red: 0.3, green: 0.123456789, blue: 1.0 / 3, alpha: 0.77)
        var show = SlideShow(width: 320, height: 180, fps: 24, background: Color(named: "ivory")!)
        show.sound(AudioTrack(file: root + "/scenes/sounds/pad.wav", volume: 0.4, fadeOut: 1.5, loop: true))
        try show.slide("Shapes", lasting: 2, notes: "Colours, masks and springs", transition: 0.3) {
            try Layer.shape(svg: "M 10 10 Q 50 0 90 10 C 100 40 60 70 10 60 Z")
                .fill(odd).stroke(Color(red: 0.1, green: 0.2, blue: 0.3), width: 2.5, cap: .round, join: .bevel)
                .transform(.rotation(0.1))
                .shadow(color: odd, opacity: 0.4, offset: Size(width: 1.5, height: -2), radius: 4)
                .mask(Layer.shape(.ellipse(in: Rect(x: 0, y: 0, width: 80, height: 60))).fill(.black))
                .animate(\.strokeEnd, from: 0, to: 1, at: 0.2, duration: 0.8, timing: .cubicBezier(UnitBezier(0.3, 1.4, 0.6, 1)))
                .keyframes(\.position, [Point(x: 50, y: 40), Point(x: 70, y: 45), Point(x: 60, y: 50)], keyTimes: [0, 0.3, 1],
                           timingFunctions: [.easeIn, .steps(4, .jumpStart)], at: 0.1, duration: 1.2)
                .spring(\.opacity, from: 0.2, to: 1, spring: Spring(mass: 1.2, stiffness: 180, damping: 12))
            Layer.gradient([odd, .white, Color(named: "teal")!], kind: .radial).frame(x: 200, y: 20, width: 100, height: 60)
            Layer.gradient([.black, .white]).set(\.gradient.locations, [0.2, 0.9]).frame(x: 200, y: 100, width: 100, height: 60)
                .animation(.group(AnimationGroup(animations: [
                    .basic(BasicAnimation(keyPath: "opacity", fromValue: .number(1), toValue: .number(0.5), timing: MediaTiming(duration: 0.4))),
                    .basic(BasicAnimation(keyPath: "transform.rotation", byValue: .number(0.5), timing: MediaTiming(beginTime: 0.2, duration: 0.3))),
                ], timing: MediaTiming(beginTime: 0.5, duration: 1, repeatCount: .infinity, autoreverses: true))))
            Layer.image(root + "/Tests/RenderTests/Fixtures/quadrants.jpg", gravity: .resizeAspect).frame(x: 10, y: 120, width: 40, height: 40)
        }
        show.sound(AudioTrack(file: root + "/scenes/sounds/chime.wav", trimStart: 0.1, trimEnd: 0.9), offset: 0.25)
        try show.slide("Numbers", lasting: 2.5, loops: true) {
            try Layer.number(48210, format: "%'.0f", font: Font(family: "DejaVu Sans", size: 20, weight: .semibold, isItalic: true))
                .frame(x: 10, y: 10, width: 140, height: 30)
                .animate(\.number, from: 0, to: 48210, duration: 1.5, timing: .easeOut)
            try BarChart(size: Size(width: 150, height: 120), values: [3, 1.5, 2.25]).frame(Rect(x: 10, y: 50, width: 150, height: 120))
                .layer(measuring: measurer)
            try BarChart(size: Size(width: 150, height: 120), values: [1, 2]).set(\.barColor, odd).frame(Rect(x: 165, y: 50, width: 150, height: 120))
                .layer(measuring: measurer)
        }
        return show.scene
    }

    @Test func aDeckBuiltInSwiftReadsBackEqual() throws {
        let scene = try Self.builtDeck()
        let folder = TemporaryDirectory()
        let (text, written) = try Self.roundTrip(scene, in: folder.path)
        let same = written == scene
        #expect(same, "\(FirstDifference.between(scene, written) ?? "?")\n\(text.prefix(3000))")
        // The file says what a person reading it expects: whole keys, exact colours, no defaults.
        #expect(text.contains("slides:") && text.contains("audio:") && text.contains("type: spring") && text.contains("kind: \"bar chart\""))
        #expect(text.contains("rgba(") && !text.contains("opacity: 1\n"))
    }

    @Test func aValueNoSceneFileCanWriteIsNamedWithItsPlace() throws {
        var scene = Scene(size: Size(width: 64, height: 36), duration: 1)
        scene.layers = [Layer(sublayers: [Layer().animate(\.opacity, to: 0, duration: 1, timing: .spring(Spring()))])]
        #expect {
            _ = try scene.sceneFileText()
        } throws: { error in
            (error as? SceneEncodingError)?.property == "layers[0].sublayers[0].animations[0].timingFunction"
        }
    }
}
