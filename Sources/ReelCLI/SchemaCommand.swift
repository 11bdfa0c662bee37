import ArgumentParser
import Reel

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of scene files, for editors.",
        discussion: """
            The same schema as docs/scene.schema.json, generated from the decoder's own tables.

            Examples:
              reel schema > scene.schema.json
            """)

    func run() {
        print(SceneSchema.text, terminator: "")
    }
}
