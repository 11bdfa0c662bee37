import Foundation
import Testing
import TestSupport

/// Hostile input through the built binary (issue 11): a clear error with exit status 2, never
/// a crash, a hang or gigabytes of memory.
@Suite struct HostileInputCommandTests {
    /// `--scale 51.1` on the line chart asked for a 16352×8176 frame and used 6.5 GB.
    @Test func scaleBeyondTheFramePixelLimitIsAUsageError() throws {
        let directory = TemporaryDirectory()
        let result = try ProcessResult.reel("still", PackagePaths.root + "/scenes/line-chart.yaml", "--scale", "51.1", "--at", "0.5",
            "-o", directory.file("x.png"))
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("--scale 51.1 makes the canvas 16352×10220"), "\(result.standardError)")
        #expect(directory.contents.isEmpty)
    }

    /// `--fps` can leave a short scene without frames: named, not an error about `--range`.
    @Test func fpsThatLeavesNoFramesIsAUsageError() throws {
        let directory = TemporaryDirectory()
        let scene = directory.file("short.yaml")
        try "size: [64, 36]\nduration: 0.2\nlayers: []\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let result = try ProcessResult.reel("render", scene, "--fps", "1", "-o", directory.file("x.mp4"))
        #expect(result.status == 2 && result.standardError.contains("--fps 1.0 gives the 0.2 s scene no frames"), "\(result.standardError)")
    }

    /// An image that is a FIFO used to pass `validate`; opening it would wait for a writer.
    @Test func fifoImageIsRejectedByValidateWithItsPosition() throws {
        let directory = TemporaryDirectory()
        #expect(mkfifo(directory.file("pipe.png"), 0o644) == 0)
        let scene = directory.file("fifo.yaml")
        try "size: [64, 36]\nduration: 1\nlayers: [{type: image, frame: [0, 0, 64, 36], contents: pipe.png}]\n"
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let result = try ProcessResult.reel("validate", scene)
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("fifo.yaml:3:57: error: cannot use the image 'pipe.png': it is a FIFO"), "\(result.standardError)")
    }

    /// A device that never ends is refused once it passes the scene file limit, with a message
    /// that says so: it read 2 GB and blamed the permissions.
    @Test(arguments: ["/dev/zero", "/dev/urandom"])
    func anEndlessDeviceIsRefusedAtTheSizeLimit(device: String) throws {
        let result = try ProcessResult.reel("validate", device)
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("\(device): error: cannot read the scene file: it holds more than 8388608 bytes, and scene files are at most 8388608 bytes (8 MB)"),
            "\(result.standardError)")
    }
}
