import ArgumentParser
import Foundation
import Reel

struct SlidesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slides",
        abstract: "Write a scene's slides as a deck that plays in a browser, or as a PDF handout.",
        discussion: """
            The scene's top-level `slides:` list cuts it into slides (a scene without one is a single slide). Each slide plays, then the deck waits on its last frame.

            -o DIR writes DIR/index.html with one video segment and one still per slide beside it: open it from the file system, no server or network needed. Keys: → Space PageDown next, ← PageUp back (the previous slide's last frame, at once), Home restart, End last slide, F full screen, S speaker view (notes, current and next slide, clock). -o NAME.html (or --single-file) puts everything in one HTML file.
            -o NAME.pdf writes a handout: one vector page per slide at its last frame, with the titles and notes under it with --notes.

            Examples:
              reel slides scenes/presentation.yaml -o deck/
              reel slides scenes/presentation.yaml -o talk.html
              reel slides scenes/presentation.yaml -o handout.pdf --notes
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("A directory for the deck, an .html file (one file), or a .pdf handout.", valueName: "OUT"))
    var output: String

    @Flag(help: "Inline every video and image into one HTML file (DIR/index.html, or the .html given).")
    var singleFile = false

    @Flag(help: "Put each slide's title and notes under it in the PDF handout.")
    var notes = false

    @Option(help: ArgumentHelp("Encoder settings for the segments.", valueName: "LEVEL"))
    var quality: ExportQuality = .standard

    @Option(help: "Render workers (default: one per core).")
    var jobs: Int?

    @OptionGroup var progress: ProgressOptions

    enum Target { case directory, htmlFile, pdf }

    var target: Target {
        switch URL(fileURLWithPath: output).pathExtension.lowercased() {
        case "pdf": return .pdf
        case "html", "htm": return .htmlFile
        default: return .directory
        }
    }

    func validate() throws {
        if output.isEmpty { throw ValidationError("-o needs a directory, an .html or a .pdf name") }
        if notes, target != .pdf { throw ValidationError("--notes is for a PDF handout (-o NAME.pdf); the deck's notes are in its speaker view (key S)") }
        if singleFile, target == .pdf { throw ValidationError("--single-file is for a deck; a PDF is always one file") }
    }

    func run() throws {
        let loaded = try sceneOptions.load(json: progress.json)
        let scene = loaded.scene
        try CommandRunner.run(json: progress.json) {
            let deck = try SlideDeck(scene: scene)
            let title = deck.slides.first?.title ?? sceneOptions.baseName
            let path: String
            let say: (String) -> Void = { line in if !progress.quiet && !progress.json { CommandRunner.printError(line) } }
            let slideDone: (Int) -> Void = { number in
                if progress.json {
                    CommandRunner.printError(JSONValue.object([("type", .string("slide")), ("slide", .number(Double(number))), ("of", .number(Double(deck.slides.count)))]).compactText)
                } else {
                    say("reel: slide \(number)/\(deck.slides.count)")
                }
            }
            var bytes = 0
            switch target {
            case .pdf:
                path = output
                try HandoutWriter(deck: deck, includesNotes: notes, title: title).write(to: path)
                bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            case .htmlFile, .directory:
                var options = ExportOptions(quality: quality, jobs: jobs)
                options.format = .mp4
                options.inputs = loaded.inputFiles
                let writer = DeckWriter(deck: deck, title: title, options: options)
                let result: DeckWriter.Result
                if target == .htmlFile {
                    result = try writer.writeSingleFile(to: output, slideDone: slideDone)
                } else if singleFile {
                    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                    try Self.checkSingleFileDirectory(output)
                    result = try writer.writeSingleFile(to: output + "/index.html", slideDone: slideDone)
                } else {
                    result = try writer.writeDirectory(to: output, slideDone: slideDone)
                }
                path = result.path
                bytes = result.totalBytes
            }
            if progress.json {
                CommandRunner.printResult(.object([
                    ("type", .string("done")), ("output", .string(path)), ("slides", .number(Double(deck.slides.count))),
                    ("bytes", .number(Double(bytes))),
                ]))
            } else {
                say("reel: wrote \(path) (\(deck.slides.count) slide\(deck.slides.count == 1 ? "" : "s"), \(bytes.formattedBytes))")
            }
        }
    }

    /// A single-file deck goes into a directory only if that holds nothing but an earlier deck's page.
    static func checkSingleFileDirectory(_ path: String) throws {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        if contents.contains(where: { $0 != "index.html" }) { throw SlidesError.notADeck(path: path) }
    }
}

extension Int {
    /// Bytes for messages: `1.2 MB`.
    var formattedBytes: String {
        if self < 1000 { return "\(self) B" }
        if self < 1_000_000 { return String(format: "%.1f kB", Double(self) / 1000) }
        return String(format: "%.1f MB", Double(self) / 1_000_000)
    }
}
