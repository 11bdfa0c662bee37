import Foundation
import Testing
import TestSupport
@testable import SceneFile

/// Scene files checked against the JSON Schema as an editor checks them: the acceptance scenes
/// are valid, and a key on the wrong layer type is flagged.
@Suite struct SceneSchemaValidationTests {
    let validator = SchemaValidator(root: SceneSchema.document)

    func problems(_ yaml: String) throws -> [String] {
        validator.problems(try #require(SceneSchema.example(yaml), "not YAML"))
    }

    @Test func everySceneIsValid() throws {
        let directory = PackagePaths.root + "/scenes"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= 10)
        for name in names {
            let problems = try problems(String(contentsOfFile: directory + "/" + name, encoding: .utf8))
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }

    @Test(arguments: [
        "{type: gauge, frame: [0, 0, 50, 50], path: \"M 0 0 L 1 1\"}",
        "{type: shape, path: \"M 0 0 L 1 1\", barWidth: 3}",
        "{strokeEnd: 0.5}",
        "{type: text, string: x, colors: [red]}",
        "{include: part.yaml, path: \"M 0 0 L 1 1\"}",
        "{type: shape, path: \"M 0 0 L 1 1\", strokeEnd: 2}",
    ])
    func aKeyOfAnotherLayerTypeIsFlagged(_ layer: String) throws {
        #expect(try !problems("size: [10, 10]\nduration: 1\nlayers:\n  - \(layer)\n").isEmpty)
    }

    @Test(arguments: [
        "{path: \"M 0 0 L 1 1\", strokeEnd: 0.5}",
        "{type: shape, path: \"M 0 0 L 1 1\", lineDashPhase: -3, shadowOffset: [0, -3]}",
        "{type: gauge, frame: [0, 0, 50, 50], percentage: 40}",
        "{include: part.yaml, opacity: 0.5}",
        "{style: heading, string: x}",
    ])
    func aKeyOfItsOwnTypeIsAccepted(_ layer: String) throws {
        let problems = try problems("size: [10, 10]\nduration: 1\nstyles: {heading: {type: text}}\nlayers:\n  - \(layer)\n")
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func theBrokenSceneWithAWrongKeyIsFlagged() throws {
        let text = try String(contentsOfFile: PackagePaths.root + "/Tests/BrokenScenes/wrong-key-for-layer-type.yaml", encoding: .utf8)
        #expect(try problems(text).contains { $0.contains("is not allowed") })
    }

    @Test(arguments: [
        // A key path another type of layer animates, on a plain layer, a shape and in a group.
        "{animations: [{keyPath: fontSize, toValue: 20}]}",
        "{path: \"M 0 0 L 1 1\", animations: [{keyPath: fontSize, toValue: 20}]}",
        "{type: text, string: x, animations: [{animations: [{keyPath: strokeEnd, toValue: 1}]}]}",
        "{type: gauge, animations: [{keyPath: strokeEnd, toValue: 1}]}",
    ])
    func aKeyPathOfAnotherLayerTypeIsFlaggedOnce(_ layer: String) throws {
        let problems = try problems("size: [10, 10]\nduration: 1\nlayers:\n  - \(layer)\n")
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains("keyPath") == true, "\(problems)")
    }

    @Test(arguments: [
        "{animations: [{keyPath: opacity, toValue: 0}, {keyPath: transform.rotation.z, toValue: 1}]}",
        "{type: text, string: x, animations: [{keyPath: fontSize, toValue: 20}, {keyPath: number, toValue: 2}]}",
        "{path: \"M 0 0 L 1 1\", animations: [{animations: [{keyPath: strokeEnd, toValue: 1}]}]}",
    ])
    func aKeyPathOfItsOwnTypeIsAccepted(_ layer: String) throws {
        let problems = try problems("size: [10, 10]\nduration: 1\nlayers:\n  - \(layer)\n")
        #expect(problems.isEmpty, "\(problems)")
    }

    /// A value of the wrong type is one problem: its neighbours are not also called unexpected.
    @Test(arguments: [
        "{type: text, string: Hi, fontSize: big, fontWeight: bold}",
        "{type: shape, path: \"M 0 0 L 1 1\", lineWidth: [1], strokeColor: red}",
        "{type: gauge, percentage: lots, caption: x}",
    ])
    func aWrongValueTypeIsOneProblem(_ layer: String) throws {
        let problems = try problems("size: [10, 10]\nduration: 1\nlayers:\n  - \(layer)\n")
        #expect(problems.count == 1, "\(problems)")
    }
}
