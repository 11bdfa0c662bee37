import Animation
import Foundation
import Testing
@testable import Scene

@Suite struct LayerKeyPathTests {
    @Test func everyKeyPathReadsAndWritesItsKind() {
        let layers: [Layer] = [
            Layer(content: .shape(ShapeContent(path: Path.rect(Rect(x: 0, y: 0, width: 4, height: 4))))),
            Layer(content: .text(TextContent(string: "x"))),
            Layer(content: .gradient(GradientContent(colors: [.black, .white]))),
        ]
        for (keyPath, property) in Layer.animatableKeyPaths {
            let owners = layers.filter { property.applies(to: $0) }
            #expect(!owners.isEmpty, "no layer has \(keyPath)")
            for var layer in owners {
                let value = try! #require(layer.value(forKeyPath: keyPath), "\(keyPath)")
                #expect(value.kind == property.kind, "\(keyPath) reads a \(value.kind), table says \(property.kind)")
                layer.setValue(value, forKeyPath: keyPath)
                #expect(layer.value(forKeyPath: keyPath)?.distance(to: value) ?? 1 < 1e-9, "\(keyPath) round trip")
            }
        }
    }

    @Test func contentKeyPathsOnlyOnTheirContent() {
        let plain = Layer()
        #expect(plain.value(forKeyPath: "strokeEnd") == nil)
        #expect(plain.value(forKeyPath: "colors") == nil)
        #expect(plain.value(forKeyPath: "number") == nil)
        #expect(Layer.animatableKeyPaths["colors"]?.kind == .colors)
        #expect(Layer.animatableKeyPaths["transform.rotation.z"]?.content == nil)
        #expect(Layer.animatableKeyPaths["lineDashPhase"]?.content == .shape)
    }

    @Test func transformSubKeyPathsCompose() {
        var layer = Layer()
        layer.setValue(.number(2), forKeyPath: "transform.scale")
        layer.setValue(.number(Double.pi / 2), forKeyPath: "transform.rotation.z")
        layer.setValue(.number(10), forKeyPath: "transform.translation.x")
        let p = layer.transform.apply(to: Point(x: 1, y: 0))
        // Scale 2, then a quarter turn clockwise on screen (+x to +y), then 10 to the right.
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 2) < 1e-12)
        #expect(abs((layer.value(forKeyPath: "transform.rotation.z").flatMap { if case .number(let v) = $0 { v } else { nil } } ?? 0) - Double.pi / 2) < 1e-12)
    }

    @Test func componentsRoundTripShearedTransforms() {
        let t = AffineTransform(a: 1.5, b: -0.3, c: 0.7, d: 2.2, tx: 4, ty: -5)
        let back = AffineTransform(t.components)
        #expect(back.distance(to: t) < 1e-12)
    }

    @Test func wrongKindOrUnknownKeyPathChangesNothing() {
        var layer = Layer(opacity: 0.5)
        layer.setValue(.point(Point(x: 1, y: 1)), forKeyPath: "opacity")
        layer.setValue(.number(3), forKeyPath: "nonsense")
        #expect(layer == Layer(opacity: 0.5))
    }

    @Test func frameIsDerivedAndSettable() {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 20, height: 10), position: Point(x: 50, y: 50))
        #expect(layer.frame == Rect(x: 40, y: 45, width: 20, height: 10))
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        #expect(layer.position == Point(x: 50, y: 20) && layer.bounds.size == Size(width: 100, height: 40))
    }

    @Test func maskIsPresentedWithItsAnimations() {
        var layer = Layer()
        layer.mask = Layer(opacity: 0, animations: [.basic(BasicAnimation(
            keyPath: "opacity", fromValue: .number(0), toValue: .number(1), timing: MediaTiming(duration: 1)))])
        #expect(layer.presented(at: 0.5).mask?.opacity == 0.5)
    }

    @Test func animatedNumberDrivesTheText() {
        let format = try! NumberFormat("%.1f%% 百分比")
        var layer = Layer(content: .text(TextContent(format: format, number: 73.5)))
        layer.setValue(.number(10.25), forKeyPath: "number")
        guard case .text(let text) = layer.content else { Issue.record("not text"); return }
        #expect(text.displayedString == "10.2% 百分比" || text.displayedString == "10.3% 百分比")
    }
}
