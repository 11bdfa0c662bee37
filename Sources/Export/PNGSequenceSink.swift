import Foundation
import Render

/// Writes one PNG file per frame (`name_00001.png` …, numbered from 1 by frame number and
/// zero-padded to the frame count, at least 5 digits). Files are written into a temporary
/// directory beside them and moved into place only when every frame is done.
final class PNGSequenceSink: FrameSink {
    private let directory: String
    private let name: String
    private let digits: Int
    private let firstFrame: Int
    private let temporaryDirectory: String
    private let makePreparerBody: () throws -> PNGFrameEncoder
    private var frameIndex = 0
    private var written: [String] = []
    private var isFinished = false

    init(path: String, plan: ExportPlan) throws {
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            directory = URL(fileURLWithPath: path).path
            name = plan.options.sequenceName
        } else {
            let url = URL(fileURLWithPath: path)
            directory = url.deletingLastPathComponent().path
            name = url.deletingPathExtension().lastPathComponent
        }
        digits = max(5, String(plan.scene.frameCount).count)
        firstFrame = plan.frames.lowerBound
        let parent = URL(fileURLWithPath: directory).deletingLastPathComponent().path
        let base = FileManager.default.fileExists(atPath: directory) ? directory : parent
        // A temporary sibling of the files (or of the directory, when it does not exist yet).
        let probe = try AtomicFile(target: base + "/" + (base == directory ? name : URL(fileURLWithPath: directory).lastPathComponent))
        temporaryDirectory = probe.temporaryPath + "-frames"
        probe.discard()
        do {
            try FileManager.default.createDirectory(atPath: temporaryDirectory, withIntermediateDirectories: false)
        } catch {
            throw ExportError.unwritableOutput(path: directory, reason: "cannot create \(temporaryDirectory): \(error.localizedDescription)")
        }
        AtomicFile.registry.add(temporaryDirectory)
        let (width, height, keepsAlpha, background) = (plan.width, plan.height, plan.keepsAlpha, plan.scene.background)
        let level = [ExportQuality.draft: 1, .standard: 6, .high: 9][plan.options.quality]!
        makePreparerBody = {
            try PNGFrameEncoder(width: width, height: height, keepsAlpha: keepsAlpha, background: background, compressionLevel: level)
        }
    }

    deinit { if !isFinished { cancel() } }

    /// The file name of frame `n`.
    func fileName(ofFrame n: Int) -> String {
        let number = String(n + 1)
        return "\(name)_\(String(repeating: "0", count: max(0, digits - number.count)))\(number).png"
    }

    func makePreparer() throws -> PNGFrameEncoder { try makePreparerBody() }

    /// Writes the next frame's PNG file.
    func write(_ bytes: [UInt8]) throws {
        let file = fileName(ofFrame: firstFrame + frameIndex)
        frameIndex += 1
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: temporaryDirectory + "/" + file))
        } catch {
            throw ExportError.unwritableOutput(path: directory + "/" + file, reason: error.localizedDescription)
        }
        written.append(file)
    }

    func finish() throws {
        do {
            if FileManager.default.fileExists(atPath: directory) {
                for file in written where rename(temporaryDirectory + "/" + file, directory + "/" + file) != 0 {
                    throw ExportError.unwritableOutput(path: directory + "/" + file, reason: String(cString: strerror(errno)))
                }
                rmdir(temporaryDirectory)
            } else if rename(temporaryDirectory, directory) != 0 {
                throw ExportError.unwritableOutput(path: directory, reason: String(cString: strerror(errno)))
            }
            AtomicFile.registry.remove(temporaryDirectory)
            isFinished = true
        } catch {
            cancel()
            throw error
        }
    }

    func cancel() {
        isFinished = true
        try? FileManager.default.removeItem(atPath: temporaryDirectory)
        AtomicFile.registry.remove(temporaryDirectory)
    }
}
