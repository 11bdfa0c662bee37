import Foundation

/// Why an output could not be written, or will not be: its directory, its target, or the disk.
public enum OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The output's directory is missing or read-only, or a write or rename failed.
    case unwritable(path: String, reason: String)
    /// The output would replace something it must not: a device, a directory, an input of the
    /// render, a system folder.
    case unsafe(path: String, reason: String)
    /// The disk (or the quota, or the file size limit) ran out while writing.
    case full(path: String, reason: String)

    /// The message, for logs and errors.
    public var description: String {
        switch self {
        case let .unwritable(path, reason):
            return "cannot write \(path): \(reason); check that the directory exists and is writable"
        case let .unsafe(path, reason):
            return "will not write \(path): \(reason); choose another output path with -o"
        case let .full(path, reason):
            return "cannot write \(path): \(reason); free some space or write to another disk"
        }
    }

    /// The error for a write or rename of `path` that failed with `code` (an `errno`): a full
    /// disk says so instead of blaming the directory.
    public static func writeFailed(path: String, errno code: Int32) -> OutputError {
        let reason = String(cString: strerror(code))
        switch code {
        case ENOSPC: return .full(path: path, reason: "the disk is full (\(reason))")
        case EDQUOT: return .full(path: path, reason: "the disk quota is used up (\(reason))")
        case EFBIG: return .full(path: path, reason: "the file is larger than this process may write, see `ulimit -f` (\(reason))")
        default: return .unwritable(path: path, reason: reason)
        }
    }
}
