import Animation
import Testing
@testable import Scene

/// The fluent Swift API: typed key paths resolve through the registry to Core Animation's
/// names, values need no wrapping, and builders make the same model a scene file does.
@Suite struct LayerBuildingTests {
    @Test func typedKeyPathsResolveToTheRegistrysNames() {
        #expect(Layer.animatedName(of: \.strokeEnd) == "strokeEnd")
        #expect(Layer.animatedName(of: \.opacity) == "opacity")
        #expect(Layer.animatedName(of: \.position.y) == "position.y")
        #expect(Layer.animatedName(of: \.bounds.size.width) == "bounds.size.width")
        #expect(Layer.animatedName(of: \.transform.rotation) == "transform.rotation")
        #expect(Layer.animatedName(of: \.font.size) == "fontSize")
        #expect(Layer.animatedName(of: \.color) == "foregroundColor")
        #expect(Layer.animatedName(of: \.number) == "number")
        #expect(Layer.animatedName(of: \.colors) == "colors")
        #expect(Layer.animatedName(of: \.lineDashPhase) == "lineDashPhase")
        #expect(Layer.animatedName(of: \.shadowOffset) == "shadowOffset")
        #expect(Layer.animatedName(of: \.backgroundColor) == "backgroundColor")
    }

    /// Every animatable registry property a content or common key path reaches resolves to
    /// its own declaration: the typed key path and the registry name agree.
    @Test func typedKeyPathsFindTheirDeclarations() {
        let declared = (LayerType.common + LayerType.builtIn.flatMap(\.properties)).filter { $0.animation != nil }
        #expect(declared.count >= 40)
        for property in declared {
            #expect(LayerType.property(at: property.keyPath)?.keyPath == property.keyPath, "\(property.name)")
        }
        #expect(LayerProperties.property(\.strokeEnd).declaration?.name == "strokeEnd")
        #expect(LayerProperties.property(\.string).declaration?.name == "string")
    }

    @Test func animateBuildsTheBasicAnimationAFileWould() {
        let layer = Layer.shape(Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
            .animate(\.strokeEnd, from: 0, to: 1, at: 0.5, duration: 2, timing: .easeInEaseOut)
        let expected = Animation<PropertyValue>.basic(BasicAnimation(
            keyPath: "strokeEnd", fromValue: .number(0), toValue: .number(1),
            timing: MediaTiming(beginTime: 0.5, duration: 2, fillMode: .both), timingFunction: .easeInEaseOut))
        #expect(layer.animations == [expected])
    }

    @Test func animatedValuesShowAtTheirTimes() {
        let layer = Layer.shape(Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
            .animate(\.strokeEnd, from: 0, to: 1, at: 1, duration: 2)
            .animate(\.position, to: Point(x: 40, y: 20), duration: 1)
            .keyframes(\.opacity, [0, 1, 0.5], duration: 2)
            .animate(\.shadowOffset, from: Size(width: 0, height: 0), to: Size(width: -4, height: -6), duration: 1)
        #expect(layer.presented(at: 0).shape.strokeEnd == 0)
        #expect(abs(layer.presented(at: 2).shape.strokeEnd - 0.5) < 1e-9)
        #expect(layer.presented(at: 0.5).position == Point(x: 20, y: 10))
        #expect(abs(layer.presented(at: 1.5).opacity - 0.75) < 1e-9)
        #expect(layer.presented(at: 1).shadowOffset == Size(width: -4, height: -6))
        #expect(layer.presented(at: 0).animations.isEmpty)
        // Optional properties take plain values too.
        let background = Layer().animate(\.backgroundColor, from: .white, to: .black, duration: 1)
        #expect(background.presented(at: 1).backgroundColor == .black)
    }

    @Test func textAndGradientPropertiesAnimate() throws {
        let counter = try Layer.number(0, format: "%.0f%%")
            .animate(\.number, to: 100, duration: 1)
            .animate(\.font.size, from: 10, to: 30, duration: 1)
        #expect(counter.presented(at: 0.5).text.displayedString == "50%")
        #expect(counter.presented(at: 0.5).text.font.size == 20)
        let gradient = Layer.gradient([.black, .white]).animate(\.colors, to: [.white, .black], duration: 1)
        #expect(gradient.presented(at: 1).gradient.colors == [.white, .black])
    }

    @Test func buildersMakeLayersInOrder() {
        let values = [3.0, 1, 2]
        let showTitle = true
        let scene = Scene(width: 100, height: 50, duration: 1) {
            if showTitle { Layer.text("Title").id("title") }
            for (i, value) in values.enumerated() {
                Layer.shape(.rect(Rect(x: Double(i) * 10, y: 50 - value, width: 8, height: value))).fill(.black).id("bar-\(i)")
            }
            Layer.group {
                Layer().id("inner")
            }.id("group").opacity(0.5)
        }
        #expect(scene.layers.map(\.id) == ["title", "bar-0", "bar-1", "bar-2", "group"])
        #expect(scene.layers[4].sublayers.map(\.id) == ["inner"])
        #expect(scene.layers[4].opacity == 0.5)
        #expect(scene.layers[1].shape.fillColor == .black)
    }

    @Test func modifiersSetTypedProperties() {
        let layer = Layer.shape(Path())
            .set(\.lineDashPattern, [6, 3])
            .set(\.zPosition, 2)
            .frame(x: 10, y: 20, width: 100, height: 40)
            .stroke(Color(hex: 0x00abf3), width: 3)
        #expect(layer.shape.lineDashPattern == [6, 3])
        #expect(layer.zPosition == 2)
        #expect(layer.bounds.size == Size(width: 100, height: 40))
        #expect(layer.position == Point(x: 60, y: 40))
        #expect(layer.shape.strokeColor == Color(red8: 0, green8: 0xab, blue8: 0xf3))
        #expect(layer.shape.lineWidth == 3)
    }
}

/// `Color(named:)` knows the CSS names scene files know, from the same table.
@Suite struct ColorNameTests {
    @Test func cssNamesInAnyCase() {
        #expect(Color(named: "steelblue") == Color(hex: 0x4682b4))
        #expect(Color(named: "Tomato") == Color(hex: 0xff6347))
        #expect(Color(named: "transparent") == .clear)
        #expect(Color(named: "stealblue") == nil)
        #expect(CSSColorNames.all.count >= 148)
    }
}
