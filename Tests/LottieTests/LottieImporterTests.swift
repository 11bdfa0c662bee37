import Animation
import Foundation
import Scene
import Testing

@testable import LottieImport

/// The importer keeps Lottie's keyframes as Core Animation keyframes (Bézier easing as timing
/// functions), evaluates the layer tree the way players do, and refuses bad input with the
/// JSON path and a fix.
@Suite struct LottieImporterTests {
    static func animation(layers: String, assets: String = "[]", op: Int = 30) -> Data {
        Data(#"{"v": "5.7.4", "fr": 30, "ip": 0, "op": \#(op), "w": 200, "h": 100, "assets": \#(assets), "layers": \#(layers)}"#.utf8)
    }

    static let square = #"[{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]"#

    /// Every animation in a layer tree, depth first.
    static func animations(_ layers: [Layer]) -> [Animation<PropertyValue>] {
        layers.flatMap { $0.animations + animations($0.sublayers) }
    }

    @Test func bezierEasingBecomesATimingFunctionAtTheKeyframesTimes() throws {
        let data = Self.animation(layers: #"[{"ty": 4, "ind": 1, "ip": 0, "op": 30, "st": 0, "shapes": \#(Self.square), "ks": {"p": {"a": 1, "k": [{"t": 6, "s": [10, 50], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}, {"t": 24, "s": [190, 50]}]}}}]"#)
        let scene = try LottieImporter.scene(data: data, file: "move.json").scene
        let moves = Self.animations(scene.layers).compactMap { if case .keyframe(let k) = $0, k.keyPath == "position" { k } else { nil } }
        let move = try #require(moves.first)
        #expect(move.timing.beginTime == 0.2)
        #expect(abs(move.timing.duration - 0.6) < 1e-12)
        #expect(move.timingFunctions == [.cubicBezier(UnitBezier(0.42, 0, 0.58, 1))])
        #expect(move.values == [.point(Point(x: 10, y: 50)), .point(Point(x: 190, y: 50))])
        // Halfway through, ease-in-out is halfway across.
        let middle = scene.presentedLayers(at: 0.5)
        #expect(abs(Self.position(of: middle) - 100) < 1e-6)
    }

    static func position(of layers: [Layer]) -> Double {
        for layer in layers {
            if layer.position.x != 0 { return layer.position.x }
            let inner = position(of: layer.sublayers)
            if inner != 0 { return inner }
        }
        return 0
    }

    @Test func aParentedLayerTakesItsParentsTransformButNotItsOpacity() throws {
        let data = Self.animation(layers: #"[{"ty": 3, "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {"p": {"a": 0, "k": [100, 0]}, "o": {"a": 0, "k": 0}}}, {"ty": 4, "ind": 2, "parent": 1, "ip": 0, "op": 30, "st": 0, "shapes": \#(Self.square), "ks": {"p": {"a": 0, "k": [0, 50]}}}]"#)
        let scene = try LottieImporter.scene(data: data, file: "parent.json").scene
        let outer = try #require(scene.layers.first)
        #expect(outer.position == Point(x: 100, y: 0))
        #expect(outer.opacity == 1)
        #expect(outer.sublayers.first?.position == Point(x: 0, y: 50))
    }

    @Test func badInputNamesTheJSONPathAndAFix() {
        let data = Self.animation(layers: #"[{"ty": 4, "ind": 1, "ip": 0, "op": 30, "st": 0, "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, "x"]}, "s": {"a": 0, "k": [1, 1]}}], "ks": {}}]"#)
        #expect(throws: LottieImportError(file: "bad.json", jsonPath: "$.layers[0].shapes[0].p.k[1]", message: "expected a number, found a string", fix: "write a number here")) {
            try LottieImporter.scene(data: data, file: "bad.json")
        }
    }

    @Test func textLayersAndExpressionsAreNotedWithTheLayersName() throws {
        let data = Self.animation(layers: #"[{"ty": 5, "nm": "Headline", "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {}}, {"ty": 4, "nm": "Wiggler", "ind": 2, "ip": 0, "op": 30, "st": 0, "shapes": \#(Self.square), "ks": {"r": {"a": 0, "k": 0, "x": "wiggle(1, 2)"}}}]"#)
        let notices = try LottieImporter.scene(data: data, file: "notes.json").notices
        #expect(notices.contains { $0.layer == "Headline" && $0.message.contains("text layers are not supported") })
        #expect(notices.contains { $0.layer == "Wiggler" && $0.message.contains("expression") })
    }

    @Test func aLayerOutsideItsInAndOutPointsIsNotDrawn() throws {
        let data = Self.animation(layers: #"[{"ty": 4, "ind": 1, "ip": 10, "op": 20, "st": 0, "shapes": \#(Self.square), "ks": {"p": {"a": 0, "k": [50, 50]}}}]"#)
        let scene = try LottieImporter.scene(data: data, file: "inout.json").scene
        let holder = try #require(scene.layers.first)
        #expect(holder.presented(at: 5.0 / 30).opacity == 0)
        #expect(holder.presented(at: 15.0 / 30).opacity == 1)
        #expect(holder.presented(at: 25.0 / 30).opacity == 0)
    }
}
