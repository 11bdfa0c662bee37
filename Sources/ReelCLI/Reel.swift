import ArgumentParser

@main
struct ReelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel",
        abstract: "Render scripted Core Animation scenes to video and images.",
        version: "0.1.0",
        subcommands: [RenderCommand.self, StillCommand.self])
}
