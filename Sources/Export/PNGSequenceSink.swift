import Foundation
import Output
import Render

/// Writes one PNG file per frame, named by `PNGSequenceNaming` (`name_00000.png` is frame 0).
/// Files are written into a temporary directory and moved into place only when every frame is
/// done, under an exclusive lock on the directory, so renders into one directory at once never
/// mix their frames.
final class PNGSequenceSink: FrameSink {
    private let directory: String
    private let name: String
    private let frameCount: Int
    private let firstFrame: Int
    private let inputs: [String]
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
        try OutputSafety.checkSequenceDirectory(directory)
        frameCount = plan.scene.frameCount
        firstFrame = plan.frames.lowerBound
        inputs = plan.options.inputs
        // A temporary sibling of the files (or of the directory, when it does not exist yet).
        let exists = FileManager.default.fileExists(atPath: directory)
        let base = exists ? directory : URL(fileURLWithPath: directory).deletingLastPathComponent().path
        let probe: AtomicFile
        do {
            probe = try AtomicFile(target: base + "/" + (exists ? name : URL(fileURLWithPath: directory).lastPathComponent))
        } catch {
            // Another render into the same new directory (a chunk of the same scene) may have
            // created it since `exists` was read: it is then a directory to write into, not a
            // file this render would replace.
            guard !exists, FileManager.default.fileExists(atPath: directory) else { throw error }
            probe = try AtomicFile(target: directory + "/" + name)
        }
        probe.discard()
        temporaryDirectory = base + "/" + AtomicFile.temporaryName(
            for: URL(fileURLWithPath: probe.target).lastPathComponent, extension: "", suffix: "-frames")
        AtomicFile.registry.add(temporaryDirectory)
        guard mkdir(temporaryDirectory, 0o755) == 0 else {
            let code = errno
            AtomicFile.registry.remove(temporaryDirectory)
            throw OutputError.writeFailed(path: temporaryDirectory, errno: code)
        }
        let keepsAlpha = plan.keepsAlpha
        let compression = PNGSequenceSink.compression(for: plan.options.quality)
        makePreparerBody = { PNGFrameEncoder(keepsAlpha: keepsAlpha, compression: compression) }
    }

    deinit { if !isFinished { cancel() } }

    /// The PNG compression of a quality: standard is what `reel frames` and `reel still` write.
    /// A draft is standard too: a render's files are the same bytes every time, and `fast` (ISA-L)
    /// does not promise that.
    static func compression(for quality: ExportQuality) -> PNGEncoder.Compression {
        switch quality {
        case .draft, .standard: .standard
        case .high: .smallest
        }
    }

    /// The file name of frame `n`.
    func fileName(ofFrame n: Int) -> String {
        PNGSequenceNaming.fileName(prefix: name, frame: n, frameCount: frameCount)
    }

    func makePreparer() throws -> PNGFrameEncoder { try makePreparerBody() }

    /// Writes the next frame's PNG file.
    func write(_ bytes: [UInt8]) throws {
        let file = fileName(ofFrame: firstFrame + frameIndex)
        frameIndex += 1
        try PNGFileWriter.write(bytes, to: temporaryDirectory + "/" + file, naming: directory + "/" + file)
        written.append(file)
    }

    func finish() throws {
        do {
            try moveIntoPlace()
            isFinished = true
        } catch {
            cancel()
            throw error
        }
    }

    /// Renames the temporary directory onto a directory that does not exist yet, or moves its
    /// files into the existing one, holding an exclusive `flock` on the directory (or on its
    /// parent, while it is being created) so another render's files cannot interleave.
    private func moveIntoPlace() throws {
        if !FileManager.default.fileExists(atPath: directory) {
            let parent = URL(fileURLWithPath: directory).deletingLastPathComponent().path
            let created: Bool = try DirectoryLock.holding(parent) {
                guard !FileManager.default.fileExists(atPath: directory) else { return false }
                guard rename(temporaryDirectory, directory) == 0 else {
                    throw OutputError.writeFailed(path: directory, errno: errno)
                }
                return true
            }
            if created {
                AtomicFile.registry.remove(temporaryDirectory)
                return
            }
        }
        try DirectoryLock.holding(directory) {
            for file in written {
                try OutputSafety.checkReplaceable(directory + "/" + file, inputs: inputs)
            }
            for file in written where rename(temporaryDirectory + "/" + file, directory + "/" + file) != 0 {
                throw OutputError.writeFailed(path: directory + "/" + file, errno: errno)
            }
        }
        rmdir(temporaryDirectory)
        AtomicFile.registry.remove(temporaryDirectory)
    }

    func cancel() {
        isFinished = true
        AtomicFile.discardDirectory(temporaryDirectory)
        AtomicFile.registry.remove(temporaryDirectory)
    }
}
