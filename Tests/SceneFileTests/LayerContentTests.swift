import Foundation
import Scene
import Testing
import TestSupport
@testable import SceneFile

/// Text, gradient and image layers, and the CALayer properties every layer has.
@Suite struct LayerContentTests {
    @Test func textLayersTakeAStringOrAFormattedNumber() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: """
              - {type: text, string: Sales, font: DejaVu Sans, fontSize: 24, fontWeight: bold, alignmentMode: center}
              - {type: text, format: "%.1f%% 百分比", number: 42.25, fontWeight: 300}
            """))
        guard case .text(let title) = scene.layers[0].content, case .text(let counter) = scene.layers[1].content else {
            Issue.record("not text layers"); return
        }
        #expect(title.string == "Sales" && title.font == Font(family: "DejaVu Sans", size: 24, weight: .bold) && title.alignment == .center)
        #expect(counter.displayedString == "42.2% 百分比" || counter.displayedString == "42.3% 百分比")
        #expect(counter.font.weight == .light)
    }

    @Test func aBadNumberFormatPointsAtTheConversion() {
        let errors = SceneFixtures.errors(SceneFixtures.scene(layers: "  - {type: text, format: \"%.1q\"}\n"))
        #expect(errors.first?.message.hasPrefix("bad number format at column 4") == true, "\(errors)")
    }

    @Test func gradientLocationsMustMatchTheColours() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: "  - {type: gradient, colors: [red, \"#0000ff\"], gradientType: radial, startPoint: [0.5, 0.5]}\n"))
        guard case .gradient(let gradient) = scene.layers[0].content else { Issue.record("not a gradient"); return }
        #expect(gradient.kind == .radial && gradient.colors.count == 2 && gradient.startPoint == Point(x: 0.5, y: 0.5))
        let errors = SceneFixtures.errors(SceneFixtures.scene(layers: "  - {type: gradient, colors: [red, blue], locations: [0, 0.5, 1]}\n"))
        #expect(errors.map(\.message) == ["'locations' has 3 values but 'colors' has 2"])
    }

    @Test func imageFilesAreFoundNextToTheScene() throws {
        let directory = TemporaryDirectory()
        // A 1×1 PNG: image layers' files are checked when decoding.
        try TestImages.onePixelPNG.write(to: URL(fileURLWithPath: directory.file("logo.png")))
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: "  - {type: image, contents: logo.png, contentsGravity: resizeAspect}\n"),
            directory: directory.path)
        guard case .image(let image) = scene.layers[0].content else { Issue.record("not an image"); return }
        #expect(image.path == directory.file("logo.png") && image.gravity == .resizeAspect)
        let errors = SceneFixtures.errors(SceneFixtures.scene(layers: "  - {type: image, contents: missing.png}\n"), directory: directory.path)
        #expect(errors.map(\.message) == ["cannot use the image 'missing.png': it does not exist"])
    }

    @Test func shapeStrokeStylesAndLayerDecorations() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: """
              - path: "M 0 0 L 10 0"
                lineCap: round
                lineDashPattern: [6, 3]
                cornerRadius: 4
                shadowOpacity: 50%
                shadowOffset: [0, 3]
                mask: {path: "M 0 0 L 5 5 Z", fillColor: black}
            """))
        let layer = scene.layers[0]
        let shape = try #require(SceneFixtures.shape(layer))
        #expect(shape.lineCap == .round && shape.lineDashPattern == [6, 3])
        #expect(layer.cornerRadius == 4 && layer.shadowOpacity == 0.5 && layer.shadowOffset == Size(width: 0, height: 3))
        #expect(layer.mask.flatMap(SceneFixtures.shape)?.fillColor == .black)
    }

    @Test func keysOfAnotherLayerTypeSayWhichTypeTheyBelongTo() {
        let errors = SceneFixtures.errors(SceneFixtures.scene(layers: "  - {type: shape, path: \"M 0 0 L 1 1\", colors: [red]}\n"))
        #expect(errors.map(\.message).contains("'colors' belongs to gradient layers, but this is a shape layer"))
    }

    @Test func animationsReachTheNewKeyPaths() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: """
              - type: text
                format: "%d"
                animations: [{keyPath: number, fromValue: 0, toValue: 100}]
              - animations: [{keyPath: transform.rotation.z, toValue: 180deg}, {keyPath: cornerRadius, toValue: 5}]
            """))
        #expect(SceneFixtures.basic(scene.layers[0].animations[0]).toValue == .number(100))
        #expect(SceneFixtures.basic(scene.layers[1].animations[0]).toValue == .number(.pi))
    }
}
