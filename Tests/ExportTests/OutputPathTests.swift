import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Export
import Output

/// Output paths that must not destroy anything: inputs, devices, directories, system folders;
/// and names as long as the file system allows.
@Suite struct OutputPathTests {
    @Test func anInputOfTheRenderIsNeverReplaced() throws {
        let directory = TemporaryDirectory()
        let input = directory.file("scene.yaml")
        try "size: [64, 48]".write(toFile: input, atomically: true, encoding: .utf8)
        let link = directory.file("link.mp4")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input)
        var options = ExportOptions(format: .mp4)
        options.inputs = [input]
        for target in [input, link] {
            #expect {
                try Exporter.export(scene: TestScenes.solid(.white, duration: 0.1), to: target, options: options)
            } throws: { error in
                guard case OutputError.unsafe(_, let reason) = error else { return false }
                return reason.contains("input of this render")
            }
        }
        #expect(throws: OutputError.self) { try PNGFileWriter.write(Frame(width: 4, height: 4), to: input, protecting: [input]) }
        #expect(try String(contentsOfFile: input, encoding: .utf8) == "size: [64, 48]")
        #expect(directory.contents == ["link.mp4", "scene.yaml"])
    }

    /// A copy of /dev/null made with mknod, a FIFO and a directory: none is replaced by a file.
    @Test func onlyRegularFilesAreReplaced() throws {
        let directory = TemporaryDirectory()
        var targets = [directory.file("fifo.mp4"), directory.file("folder.mp4")]
        #expect(mkfifo(targets[0], 0o644) == 0)
        try FileManager.default.createDirectory(atPath: targets[1], withIntermediateDirectories: false)
        // Making a device node needs root (CI runs as root here); elsewhere the FIFO stands in.
        if mknod(directory.file("null.mp4"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 { targets.append(directory.file("null.mp4")) }
        for target in targets {
            #expect(throws: OutputError.self, "\(target)") {
                try Exporter.export(scene: TestScenes.solid(.white, duration: 0.1), to: target, options: ExportOptions(format: .mp4))
            }
            #expect(throws: OutputError.self, "\(target)") { try PNGFileWriter.write(Frame(width: 4, height: 4), to: target) }
            var status = stat()
            #expect(lstat(target, &status) == 0 && status.st_mode & S_IFMT != S_IFREG, "\(target) is still what it was")
        }
        #expect(directory.contents.allSatisfy { !$0.hasPrefix(".") }, "no temporary file: \(directory.contents)")
    }

    @Test(arguments: ["/", "/usr/", "/etc/", "/usr/share/"])
    func aPNGSequenceIsNeverWrittenIntoASystemFolder(folder: String) throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect {
            try Exporter.export(scene: TestScenes.solid(.white, duration: 0.1), to: folder, options: ExportOptions(format: .pngSequence))
        } throws: { error in
            guard case OutputError.unsafe(_, let reason) = error else { return false }
            return reason.contains("system folder")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == before)
    }

    /// Names of up to NAME_MAX (255) bytes work: the temporary name beside them is shortened.
    @Test(arguments: [226, 240, 255])
    func longOutputNamesWork(length: Int) throws {
        let directory = TemporaryDirectory()
        let scene = TestScenes.movingSquare(duration: 0.1)
        for ext in ["mp4", "gif", "png"] {
            let name = String(repeating: "é", count: (length - ext.count - 1) / 2) + String(repeating: "x", count: (length - ext.count - 1) % 2) + "." + ext
            #expect(name.utf8.count == length)
            let path = directory.file(name)
            if ext == "png" {
                try PNGFileWriter.write(Frame(width: 4, height: 4), to: path)
            } else {
                try Exporter.export(scene: scene, to: path)
            }
            #expect(FileManager.default.fileExists(atPath: path), "\(ext), \(length) bytes")
            try FileManager.default.removeItem(atPath: path)
        }
        // A PNG sequence named at the limit writes into a directory of that name.
        let folder = directory.file(String(repeating: "d", count: length)) + "/"
        try Exporter.export(scene: scene, to: folder, options: ExportOptions(format: .pngSequence))
        #expect(TemporaryDirectory.names(in: folder) == ["frame_00000.png", "frame_00001.png", "frame_00002.png"])
        #expect(directory.contents == [String(repeating: "d", count: length)])
        #expect(AtomicFile.temporaryName(for: String(repeating: "n", count: 255), extension: "mp4").utf8.count <= 255)
    }

    /// Renders into one directory take turns moving their frames in (an exclusive flock on
    /// the directory), so two scenes' frames never mix.
    @Test func aPNGSequenceWaitsForTheDirectoryLock() throws {
        let directory = TemporaryDirectory()
        let folder = directory.file("frames")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let scene = TestScenes.movingSquare(duration: 0.1)
        let plan = try ExportPlan(scene: scene, path: folder + "/", options: ExportOptions(format: .pngSequence))
        nonisolated(unsafe) let sink = try PNGSequenceSink(path: folder + "/", plan: plan)
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        let finished = DispatchSemaphore(value: 0)
        let render = Thread {
            try? RenderPipeline(scene: scene, jobs: 1).run(into: sink)
            finished.signal()
        }
        render.start()
        // While another holder has the lock, the frames stay aside (a slow machine only makes
        // this check weaker, never wrong).
        #expect(finished.wait(timeout: .now() + 1) == .timedOut, "the render finished while the directory was locked")
        #expect(TemporaryDirectory.names(in: folder).filter { !$0.hasPrefix(".") }.isEmpty)
        flock(descriptor, LOCK_UN)
        finished.wait()
        #expect(TemporaryDirectory.names(in: folder) == ["frame_00000.png", "frame_00001.png", "frame_00002.png"])
    }

    /// /dev/full fails every write with ENOSPC, as a full disk does: the message says so.
    @Test func aFullDiskIsNamed() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let code = PNGFileWriter.write([UInt8](repeating: 1, count: 4096), toDescriptor: descriptor)
        #expect(code == ENOSPC)
        let message = OutputError.writeFailed(path: "out.png", errno: code).description
        #expect(message.contains("out.png") && message.contains("the disk is full") && message.contains("free some space"), "\(message)")
        #expect(!message.contains("check that the directory exists"))
    }
}

extension TemporaryDirectory {
    /// The sorted names in `path` (empty when it does not exist).
    static func names(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}
