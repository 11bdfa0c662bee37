import ArgumentParser

struct ReelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel",
        abstract: "Render scripted Core Animation scenes to video and images.",
        discussion: """
            Scenes are YAML (or JSON) files: see docs/scene-format.md.

            Exit codes: 0 success, 1 render or encode failure, 2 usage or scene error, 130 interrupted.

            Examples:
              reel validate scenes/line-chart.yaml
              reel render scenes/line-chart.yaml -o line-chart.mp4
              reel still scenes/line-chart.yaml --at 1.5s -o poster.png
              reel frames scenes/line-chart.yaml -o frames/ --every 5
              reel preview scenes/line-chart.yaml --open
              reel slides scenes/presentation.yaml -o deck/
              reel render scenes/line-chart.yaml --chunk 1/2 -o p1.mp4
              reel render scenes/line-chart.yaml --chunk 2/2 -o p2.mp4
              reel concat p1.mp4 p2.mp4 -o whole.mp4
            """,
        version: ReelVersion.current,
        subcommands: [RenderCommand.self, ConcatCommand.self, StillCommand.self, FramesCommand.self, PreviewCommand.self, SlidesCommand.self, ValidateCommand.self, LayoutCommand.self, SchemaCommand.self])
}
