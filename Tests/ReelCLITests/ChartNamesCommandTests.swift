import Charts
import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport

/// Races built in Swift from names a scene file could not use as ids (spaces, quotes, slashes,
/// other scripts): the charts' own ids stay valid, so the scene validates, renders, is written as
/// a scene file `reel validate` accepts, and `reel layout` finds every mark by its name.
@Suite struct ChartNamesCommandTests {
    static let names = ["North America", "Côte d'Ivoire", "A/B \"quoted\"", "日本", "Россия"]

    @Test func racesOfAwkwardNamesValidateRenderAndAreFoundByName() throws {
        let data = RaceData(periods: ["2020", "2021", "2022"],
            columns: Self.names.enumerated().map { index, name in (name, [10, 20, 30].map { Double($0 * (index + 1)) + 12_345 }) })
        var story = RaceStory(data: data)
        story.periodDuration = 0.5
        var lines = story
        lines.startTime = 1.5
        let size = Size(width: 320, height: 180), measurer = TextMeasurer()
        let scene = try Scene(width: size.width, height: size.height, duration: 3) {
            try BarRace(story: story, top: 5, size: size).layer(measuring: measurer).fadeOut(at: 1.2, duration: 0.2)
            try LineRace(story: lines, size: size).layer(measuring: measurer).fadeIn(at: 1.2, duration: 0.2)
        }
        #expect(scene.validate().isEmpty, "\(scene.validate())")
        let ids = Self.ids(in: scene.layers)
        #expect(!ids.isEmpty && ids.allSatisfy { Layer.idProblem($0) == nil }, "\(ids.filter { Layer.idProblem($0) != nil })")
        let frame = try Renderer().render(scene, at: 1)
        #expect(frame.width == 320 && frame.height == 180)

        let directory = TemporaryDirectory()
        let file = directory.file("races.yaml")
        try scene.writeSceneFile(to: file)
        let validated = try ProcessResult.reel("validate", file)
        #expect(validated.status == 0, "\(validated.standardOutput)\(validated.standardError)")
        for (time, role) in [(1.0, "bar"), (3.0, "point")] {
            let layout = try ProcessResult.reel("layout", file, "--at", String(time), "--json")
            #expect(layout.status == 0, "\(layout.standardError)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(layout.standardOutput.utf8)) as? [String: Any])
            let layers = try #require((object["layout"] as? [String: Any])?["layers"] as? [[String: Any]])
            let marks = layers.compactMap { $0["mark"] as? [String: Any] }.filter { $0["role"] as? String == role }
            for name in Self.names {
                #expect(marks.contains { $0["name"] as? String == name }, "a \(role) of \(name) at \(time) s")
            }
        }
    }

    @Test func anIdWithASpaceIsTheScenesProblemAtItsLine() throws {
        let line = #line + 2
        let scene = Scene(width: 100, height: 50, duration: 1) {
            Layer.text("Total").id("grand total")
        }
        let problems = scene.validate()
        #expect(problems.count == 1, "\(problems)")
        let problem = try #require(problems.first)
        #expect(problem.message == "'grand total' is not a usable name" && problem.fix == "use a name without spaces, such as \"bar-1\"")
        #expect(problem.place == SourcePlace(fileID: #fileID, line: line) && problem.layer == "layers[0]" && problem.field == "id")
        // The same id in a scene file gets the same message.
        let directory = TemporaryDirectory()
        let file = directory.file("spaced.yaml")
        try "size: [100, 50]\nduration: 1\nlayers:\n  - {type: text, id: grand total, string: Total}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let validated = try ProcessResult.reel("validate", file)
        #expect(validated.status != 0 && validated.standardError.contains(problem.message) && validated.standardError.contains(problem.fix),
                "\(validated.standardError)")
    }

    static func ids(in layers: [Layer]) -> [String] {
        layers.flatMap { layer in (layer.id.map { [$0] } ?? []) + ids(in: layer.sublayers) + ids(in: layer.mask.map { [$0] } ?? []) }
    }
}
