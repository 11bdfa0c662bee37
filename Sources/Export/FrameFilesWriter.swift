import Foundation
import Output
import Render
import Scene

/// Writes frames of a scene as PNG files straight into a directory (`reel frames`): named like
/// a PNG sequence (`frame_00042.png` is frame 42), drawn and compressed on every core by a
/// `RenderPipeline`, each file written atomically as soon as its turn comes. Unlike a
/// PNG-sequence render, the files written before a failure or an interrupt stay, each complete.
public final class FrameFilesWriter {
    /// The directory written into; it must exist.
    public let directory: String
    /// How many files are complete so far.
    public private(set) var framesWritten = 0
    private let scene: Scene
    private let inputs: [String]

    /// A writer of `scene`'s frames into `directory`, never replacing one of `inputs` (the
    /// files the scene was made from).
    public init(scene: Scene, directory: String, protecting inputs: [String] = []) {
        self.scene = scene
        self.directory = directory
        self.inputs = inputs
    }

    /// Writes every `every`th frame of `frames`, from the first, on `jobs` workers (one per core
    /// by default). Throws `ExportError.interrupted` when `interrupt` is set.
    public func write(frames: Range<Int>, every: Int = 1, jobs: Int? = nil, interrupt: InterruptFlag = .shared,
                      progress: ((RenderProgress) -> Void)? = nil) throws {
        var pipeline = RenderPipeline(scene: scene, frames: frames, jobs: jobs, interrupt: interrupt)
        pipeline.step = max(every, 1)
        let sink = Sink(writer: self, first: frames.lowerBound, step: pipeline.step)
        try pipeline.run(into: sink, progress: progress)
    }

    fileprivate func write(_ png: [UInt8], frame n: Int) throws {
        let name = PNGSequenceNaming.fileName(prefix: "frame", frame: n, frameCount: scene.frameCount)
        try PNGFileWriter.write(pngData: png, to: (directory as NSString).appendingPathComponent(name), protecting: inputs)
        framesWritten += 1
    }

    /// Hands each frame's PNG to the writer, in order; keeps what is written on cancel.
    private final class Sink: FrameSink {
        let writer: FrameFilesWriter
        let keepsAlpha: Bool
        var next: Int
        let step: Int

        init(writer: FrameFilesWriter, first: Int, step: Int) {
            self.writer = writer
            self.next = first
            self.step = step
            // What PNG-sequence renders write, so both commands give the same files.
            keepsAlpha = writer.scene.background.alpha < 1
        }

        func makePreparer() throws -> PNGFrameEncoder {
            PNGFrameEncoder(keepsAlpha: keepsAlpha, compression: PNGSequenceSink.compression(for: .standard))
        }

        func write(_ frame: [UInt8]) throws {
            try writer.write(frame, frame: next)
            next += step
        }

        func finish() throws {}
        func cancel() {}
    }
}
