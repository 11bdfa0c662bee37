import Foundation
import Animation
import Scene
import Testing
@testable import SceneFile

/// Units, colours and timing functions as scene files write them.
@Suite struct ValueSyntaxTests {
    func animation(_ fields: String, keyPath: String = "strokeEnd") throws -> BasicAnimation<PropertyValue> {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: """
              - path: "M 0 0 L 10 0"
                animations:
                  - {keyPath: \(keyPath), \(fields)}
            """))
        return SceneFixtures.basic(scene.layers[0].animations[0])
    }

    @Test(arguments: [("1.5", 1.5), ("1.5s", 1.5), ("250ms", 0.25), ("\"2 s\"", 2.0), ("0", 0.0)])
    func timesTakeSecondsOrMilliseconds(text: String, seconds: Double) throws {
        #expect(try animation("duration: \(text)").timing.duration == seconds)
    }

    @Test func anglesTakeDegreesAndTurns() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: """
              - transform: {rotation: 90deg}
              - transform: {rotation: 0.5turn}
              - transform: {rotation: 1.5}
            """))
        #expect(abs(scene.layers[0].transform.b - 1) < 1e-12, "90° puts x on y")
        #expect(abs(scene.layers[1].transform.a + 1) < 1e-12)
        #expect(abs(scene.layers[2].transform.b - sin(1.5)) < 1e-12)
        let value = try animation("toValue: 90deg", keyPath: "opacity").toValue
        #expect(value == .number(.pi / 2))
    }

    @Test func percentagesAreFractions() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: "  - {opacity: 50%}\n"))
        #expect(scene.layers[0].opacity == 0.5)
        #expect(try animation("toValue: 25%").toValue == .number(0.25))
    }

    @Test func badUnitsSayHowToWriteThem() {
        let errors = SceneFixtures.errors(SceneFixtures.scene(layers: "  - {opacity: 50 percent}\n"))
        #expect(errors.first?.message == "expected a fraction, found '50 percent'")
        #expect(errors.first?.fix == "write a fraction as 0.5 or 50%")
        let tooMuch = SceneFixtures.errors(SceneFixtures.scene(layers: "  - {opacity: 150%}\n"))
        #expect(tooMuch.first?.message == "1.5 is out of range")
    }

    @Test(arguments: [
        ("\"#f00\"", Color(red: 1, green: 0, blue: 0)),
        ("\"#ff000080\"", Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)),
        ("\"#00ff00\"", Color(red: 0, green: 1, blue: 0)),
        ("\"rgb(0, 0, 255)\"", Color(red: 0, green: 0, blue: 1)),
        ("\"rgba(255, 0, 0, 0.5)\"", Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
        ("\"rgb(100%, 50%, 0%)\"", Color(red: 1, green: 0.5, blue: 0)),
        ("steelblue", Color(red8: 0x46, green8: 0x82, blue8: 0xb4)),
        ("transparent", Color.clear),
    ])
    func colours(text: String, color: Color) throws {
        let scene = try SceneFixtures.decode("size: [8, 8]\nduration: 1\nbackground: \(text)\n")
        #expect(scene.background == color)
    }

    @Test func aMisspeltColourNameGetsASuggestion() {
        let errors = SceneFixtures.errors("size: [8, 8]\nduration: 1\nbackground: stealblue\n")
        #expect(errors.first?.message == "'stealblue' is not a colour")
        #expect(errors.first?.fix == "did you mean 'steelblue'?")
        #expect(SceneFixtures.errors("size: [8, 8]\nduration: 1\nbackground: \"rgb(300, 0, 0)\"\n").count == 1)
    }

    @Test func timingFunctionsByNameBezierAndSteps() throws {
        #expect(try animation("timingFunction: easeOut").timingFunction == .easeOut)
        #expect(try animation("timingFunction: \"cubicBezier(0.34, 1.56, 0.64, 1)\"").timingFunction
            == .cubicBezier(UnitBezier(0.34, 1.56, 0.64, 1)))
        #expect(try animation("timingFunction: \"steps(4)\"").timingFunction == .steps(4, .jumpEnd))
        #expect(try animation("timingFunction: \"steps(3, jumpStart)\"").timingFunction == .steps(3, .jumpStart))
    }

    @Test func badTimingFunctionsExplainTheFix() {
        func fix(_ text: String) -> String? {
            SceneFixtures.errors(SceneFixtures.scene(layers: """
                  - path: "M 0 0 L 10 0"
                    animations: [{keyPath: strokeEnd, timingFunction: "\(text)"}]
                """)).first?.fix
        }
        #expect(fix("easeInEaseOt") == "did you mean 'easeInEaseOut'?")
        #expect(fix("cubicBezier(1.5, 0, 1, 1)")?.hasPrefix("keep x1 and x2 within 0…1") == true)
        #expect(fix("steps(4, jumpMiddle)")?.hasPrefix("use one of jumpStart") == true)
        #expect(fix("steps(0)") == "write steps(4) or steps(4, jumpStart)")
    }

    @Test func repeatCountTakesInfinity() throws {
        #expect(try animation("repeatCount: infinity").timing.repeatCount == .infinity)
        #expect(try animation("repeatCount: 2.5").timing.repeatCount == 2.5)
    }
}
