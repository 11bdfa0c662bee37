import Foundation
import Render

/// Writes single frames as PNG files, atomically.
public enum PNGFileWriter {
    /// Writes `frame` to `path`; on failure no file (partial or temporary) is left.
    public static func write(_ frame: Frame, to path: String) throws {
        try write(pngData: frame.pngData(), to: path)
    }

    /// Writes already encoded PNG bytes to `path`; on failure no file (partial or temporary) is left.
    public static func write(pngData data: Data, to path: String) throws {
        let file = try AtomicFile(target: path)
        do {
            guard FileManager.default.createFile(atPath: file.temporaryPath, contents: data) else {
                throw ExportError.unwritableOutput(path: path, reason: "the file could not be created")
            }
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }
}
