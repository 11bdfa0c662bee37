import Foundation
import Lottie
import Reel

/// `reel render` to a Lottie file (`.json`, or `.lottie` for dotLottie): the scene's layer
/// tree written as vector animation, not rendered frames.
enum LottieRender {
    /// Exports `loaded` to `output`; with `strict`, anything Lottie cannot express is an error
    /// and nothing is written.
    static func run(
        _ loaded: LoadedScene, format: LottieFormat, output: String, name: String, strict: Bool,
        progress: ProgressOptions, reporter: ProgressReporter
    ) throws {
        let export = try LottieExporter.export(loaded.scene, name: name)
        if strict, !export.notices.isEmpty { throw LottieExportError.inexpressible(export.notices) }
        let data = try export.data(as: format, id: name)
        let file = try AtomicFile(target: output, protecting: loaded.inputFiles)
        do {
            try data.write(to: URL(fileURLWithPath: file.temporaryPath))
        } catch {
            file.discard()
            throw OutputError.unwritable(path: output, reason: error.localizedDescription)
        }
        try file.commit()
        if progress.json {
            CommandRunner.printResult(.object([
                ("type", .string("done")), ("output", .string(output)), ("format", .string(format.rawValue)),
                ("bytes", .number(Double(data.count))),
                ("notices", .array(export.notices.map { .string($0.description) })),
            ]))
        } else {
            for notice in export.notices { reporter.note("note: \(notice)") }
            reporter.note("wrote \(output) (\(format == .json ? "Lottie JSON" : "dotLottie"), \(data.count) bytes)")
        }
    }
}
