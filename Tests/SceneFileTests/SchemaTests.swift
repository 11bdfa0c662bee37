import Foundation
import Testing
import TestSupport
@testable import SceneFile

/// The checked-in JSON Schema and reference agree with the decoder: every key the schema lists
/// decodes (with its example value), and every other known key is rejected where the schema
/// does not list it. Set `REEL_RECORD_SCHEMA=1` (or run `make docs`) to regenerate both files.
@Suite struct SchemaTests {
    static let schemaPath = PackagePaths.root + "/docs/scene.schema.json"
    static let referencePath = PackagePaths.root + "/docs/scene-format.md"
    static var recording: Bool { ProcessInfo.processInfo.environment["REEL_RECORD_SCHEMA"] == "1" }

    @Test func theCheckedInSchemaIsGeneratedFromTheDecoder() throws {
        if Self.recording { try SceneSchema.text.write(toFile: Self.schemaPath, atomically: true, encoding: .utf8) }
        let checkedIn = try String(contentsOfFile: Self.schemaPath, encoding: .utf8)
        #expect(checkedIn == SceneSchema.text, "docs/scene.schema.json is stale: run `make docs`")
    }

    @Test func theReferenceTablesAreGeneratedFromTheDecoder() throws {
        let text = try String(contentsOfFile: Self.referencePath, encoding: .utf8)
        let updated = try #require(SceneReference.updating(text), "docs/scene-format.md lost its generated-section markers")
        if Self.recording, updated != text { try updated.write(toFile: Self.referencePath, atomically: true, encoding: .utf8) }
        #expect(Self.recording || updated == text, "docs/scene-format.md is stale: run `make docs`")
    }

    /// The checked-in schema, parsed as plain JSON.
    func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.schemaPath))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Each context of the schema: its property names and example values.
    func contexts() throws -> [String: [String: Any]] {
        let root = try schema()
        var result: [String: [String: Any]] = ["scene": try #require(root["properties"] as? [String: Any])]
        // `layer` and `style` combine the `*-keys` definitions, which hold the keys;
        // `animation-<content>` only narrows `animation`'s key paths.
        for (name, definition) in try #require(root["$defs"] as? [String: Any])
        where !["layer", "style"].contains(name) && !name.hasPrefix("animation-") {
            result[name] = try #require((definition as? [String: Any])?["properties"] as? [String: Any], "\(name) has no properties")
        }
        return result
    }

    /// The layer types the schema's `type` key allows.
    var layerTypes: [String] {
        let layer = (try? schema()).flatMap { ($0["$defs"] as? [String: Any])?["layer-keys"] as? [String: Any] }
        let type = (layer?["properties"] as? [String: Any])?["type"] as? [String: Any]
        return type?["enum"] as? [String] ?? ["layer", "shape", "include"]
    }

    /// Scenes that put `key: value` in `context`, one per variant (layer and animation types).
    func scenes(context: String, key: String, value: Any) -> [[String: Any]] {
        scenes(context: context, entries: [key: value])
    }

    /// Scenes that put `entries` in `context`, one per variant (layer and animation types).
    /// With `rejecting`, only the layer types that take no other keys than the context's.
    func scenes(context: String, entries: [String: Any], rejecting: Bool = false) -> [[String: Any]] {
        let shapeA: [String: Any] = ["id": "a", "path": "M 0 0 L 10 10"]
        // Layers the timeline examples name (not in the layer context, whose `id` example is one of them).
        let others: [[String: Any]] = context.hasSuffix("-keys") ? [] : ["title", "bar-1", "bar-2", "bar-3"].map { ["id": $0] }
        func scene(
            layers: [[String: Any]] = [shapeA], timeline: [[String: Any]]? = nil, defaults: [String: Any]? = nil, audio: [[String: Any]]? = nil
        ) -> [String: Any] {
            var scene: [String: Any] = ["size": [320, 180], "duration": 1, "styles": ["series": [String: Any]()], "layers": layers + others]
            if let timeline { scene["timeline"] = timeline }
            if let defaults { scene["defaults"] = defaults }
            if let audio { scene["audio"] = audio }
            return scene
        }
        func with(_ base: [String: Any]) -> [String: Any] { base.merging(entries) { _, new in new } }
        // Every layer type the schema names, with the keys it requires.
        let required: [String: [String: Any]] = [
            "shape": ["path": "M 0 0 L 10 10"], "include": ["include": "part.yaml"], "text": ["string": "x"], "lottie": ["file": "logo-sting.json"],
            "gradient": ["colors": ["red", "blue"]], "image": ["contents": "logo.png"], "line-chart": ["values": [1, 2, 3]],
            "bar-race": ["data": "sales.csv", "name": "country", "value": "population"],
            "line-race": ["data": "sales.csv", "name": "country", "value": "population"],
            "bubble-race": ["data": "sales.csv", "period": "year", "name": "country", "x": "income", "y": "lifeExpectancy", "size": "population"],
        ]
        // A chart's `name` and `value` say which columns its states are read from: they come with `states`.
        let statesFromFile: [String: Any] = ["data": "sales.csv", "states": "country", "name": "region", "value": "sales", "stateDuration": "1s"]
        func layer(_ type: String) -> [String: Any] {
            var extra = required[type] ?? [:]
            if ["bar-chart", "pie-chart", "line-chart"].contains(type), entries["name"] != nil || entries["value"] != nil {
                extra.merge(statesFromFile) { old, _ in old }
            }
            return scene(layers: [with(["type": type].merging(extra) { $1 })])
        }
        switch context {
        case "scene":
            return [with(scene())]
        case "layer-keys":
            return rejecting ? [layer("layer")] : layerTypes.map(layer)
        case let keys where keys.hasSuffix("-keys") && layerTypes.contains(String(keys.dropLast(5))):
            return [layer(String(keys.dropLast(5)))]
        case "transform":
            return [scene(layers: [["transform": entries]])]
        case "animation", "step":
            let variants: [[String: Any]] = [
                ["type": "basic", "keyPath": "strokeEnd"], ["type": "keyframe", "keyPath": "strokeEnd", "values": [0, 1, 0.5]],
                ["type": "spring", "keyPath": "strokeEnd"], ["type": "group", "animations": [Any]()],
            ]
            return variants.map { variant in
                let animation = with(variant)
                if context == "animation" { return scene(layers: [shapeA.merging(["animations": [animation]]) { $1 }]) }
                return scene(timeline: [["sequence": [animation.merging(["layer": "a"]) { $1 }]]])
            }
        case "sequence":
            return [scene(timeline: [with(["sequence": [["layer": "a", "keyPath": "opacity"]]])])]
        case "stagger":
            return [scene(timeline: [with(["stagger": ["a"], "animation": ["keyPath": "opacity"]])])]
        case "defaults":
            return [scene(defaults: entries)]
        case "audioTrack":
            return [scene(audio: [with(["file": "music.mp3"])])]
        case "slide":
            var slide = scene()
            slide["slides"] = [with(["at": 0])]
            return [slide]
        default:
            Issue.record("no scene template for the schema context '\(context)'")
            return []
        }
    }

    func diagnostics(_ scene: [String: Any], in directory: TemporaryDirectory) throws -> [Diagnostic] {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: scene, options: [.sortedKeys]), as: UTF8.self)
        return SceneFixtures.errors(json, directory: directory.path)
    }

    func includableDirectory() throws -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        for name in ["part.yaml", "title-card.yaml"] {
            try "size: [8, 8]\nduration: 1\n".write(toFile: directory.file(name), atomically: true, encoding: .utf8)
        }
        // Decoding checks image files' headers.
        try TestImages.onePixelPNG.write(to: URL(fileURLWithPath: directory.file("logo.png")))
        // Long-form columns too, for the data stories' examples (periods in the first column).
        // and the bubble race's.
        try "month,sales,country,population,year,income,lifeExpectancy,region\nJan,12,China,1262,2000,900,71,Asia\nJan,12,India,1057,2000,450,63,Asia\n"
            .write(toFile: directory.file("sales.csv"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: directory.file("flags"), withIntermediateDirectories: true)
        try TestImages.onePixelPNG.write(to: URL(fileURLWithPath: directory.file("flags/cn.png")))
        // A Lottie animation with the marker the `marker` example names.
        try #"{"v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 8, "h": 8, "layers": [], "markers": [{"tm": 0, "cm": "intro", "dr": 30}]}"#
            .write(toFile: directory.file("logo-sting.json"), atomically: true, encoding: .utf8)
        // Without an audio probe, decoding only checks that a sound file is there.
        for name in ["music.mp3", "voice.wav"] { try "not read".write(toFile: directory.file(name), atomically: true, encoding: .utf8) }
        return directory
    }

    @Test func everyKeyInTheSchemaDecodesWithItsExample() throws {
        let directory = try includableDirectory()
        var checked = 0
        for (context, properties) in try contexts() {
            for (key, property) in properties {
                let examples = (property as? [String: Any])?["examples"] as? [Any]
                let value = examples?.first ?? [String: Any]()
                let variants = scenes(context: context, key: key, value: value)
                // The first variant that takes the key is enough; the rest are decoded only to explain a failure.
                if try !variants.contains(where: { try diagnostics($0, in: directory).isEmpty }) {
                    let problems = try variants.flatMap { try diagnostics($0, in: directory) }.map(\.description)
                    Issue.record("\(context).\(key): \(value) was rejected: \(problems)")
                }
                checked += 1
            }
        }
        #expect(checked > 60)
    }

    @Test func everyOtherKeyIsRejectedAsUnknown() throws {
        let directory = try includableDirectory()
        let contexts = try contexts()
        let universe = Set(contexts.values.flatMap(\.keys)).union(["colour", "lineWidht", "fsp", "keypath", "stroke"])
        let both = "a timeline block cannot be both a 'sequence' and a 'stagger'"
        let common = Set(contexts["layer-keys"]?.keys ?? [:].keys)
        for (context, properties) in contexts {
            // A layer type's keys come on top of the keys every layer has.
            let accepted = Set(properties.keys).union(context.hasSuffix("-keys") ? common : [])
            let others = universe.subtracting(accepted)
            // All at once (one decode per variant): each must be reported as unknown. `sequence`
            // and `stagger` decide what a timeline block is, so they are tried one at a time.
            let alone = others.intersection(["sequence", "stagger"])
            let together = Dictionary(uniqueKeysWithValues: others.subtracting(alone).map { ($0, 1 as Any) })
            for scene in scenes(context: context, entries: together, rejecting: true) {
                let messages = Set(try diagnostics(scene, in: directory).map(\.message))
                // A key of another layer type is reported as such instead.
                let accepted = together.keys.filter { key in
                    !messages.contains("unknown key '\(key)'") && !messages.contains { $0.hasPrefix("'\(key)' belongs to ") }
                }.sorted()
                #expect(accepted.isEmpty, "\(context) accepted \(accepted), which the schema does not list")
            }
            for key in alone {
                for scene in scenes(context: context, entries: [key: 1], rejecting: true) {
                    let messages = try diagnostics(scene, in: directory).map(\.message)
                    #expect(messages.contains("unknown key '\(key)'") || messages.contains(both), "\(context) accepted '\(key)': \(messages)")
                }
            }
        }
    }
}
