import Foundation
import Output
import Render

/// Writes single frames as PNG files, atomically.
public enum PNGFileWriter {
    /// Writes `frame` to `path`; on failure no file (partial or temporary) is left. `inputs`
    /// are files the frame was made from, which the PNG must never replace.
    public static func write(_ frame: Frame, to path: String, protecting inputs: [String] = []) throws {
        try write(pngData: frame.pngData(), to: path, protecting: inputs)
    }

    /// Writes already encoded PNG bytes to `path`, like `write(_:to:protecting:)`.
    public static func write(pngData data: some DataProtocol, to path: String, protecting inputs: [String] = []) throws {
        let file = try AtomicFile(target: path, protecting: inputs)
        do {
            try write(data, to: file.temporaryPath, naming: path)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// Writes `bytes` to a new file at `path` with `write(2)`, so that a full disk is reported
    /// as one (`target` names the file in messages).
    static func write(_ bytes: some DataProtocol, to path: String, naming target: String) throws(OutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputError.writeFailed(path: target, errno: errno) }
        var failure = write(bytes, toDescriptor: descriptor)
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw OutputError.writeFailed(path: target, errno: failure) }
    }

    /// Writes all of `bytes` to `descriptor`; the `errno` of a failed write, or 0.
    static func write(_ bytes: some DataProtocol, toDescriptor descriptor: Int32) -> Int32 {
        for region in bytes.regions {
            let failure: Int32 = region.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if count < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    offset += count
                }
                return 0
            }
            if failure != 0 { return failure }
        }
        return 0
    }
}
