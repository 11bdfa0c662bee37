import Foundation
import Render

/// Writes one PNG file per frame, named by `PNGSequenceNaming` (`name_00000.png` is frame 0).
/// Files are written into a temporary
/// directory beside them and moved into place only when every frame is done.
final class PNGSequenceSink: FrameSink {
    private let directory: String
    private let name: String
    private let frameCount: Int
    private let firstFrame: Int
    private let temporaryDirectory: String
    private let makePreparerBody: () throws -> any FramePreparer
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
        frameCount = plan.scene.frameCount
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
        PNGSequenceNaming.fileName(prefix: name, frame: n, frameCount: frameCount)
    }

    func makePreparer() throws -> any FramePreparer { try makePreparerBody() }

    func write(_ frame: PreparedFrame) throws {
        guard case .encoded(let bytes) = frame.content else {
            throw ExportError.ffmpeg(operation: "write a PNG", message: "the frame was prepared for another kind of output")
        }
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
