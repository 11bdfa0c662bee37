import Foundation
import Scene

/// The folder of the previewed scene: the only place the server reads files from.
///
/// A request path is decoded once, split into names, and refused when any name is `..`, when it
/// is absolute, or when the real path of the file (symlinks resolved) is not inside the folder's
/// real path. Only regular files are served.
public struct SceneFolder: Sendable {
    /// The folder's real path (symlinks resolved), without a trailing slash.
    public let root: String

    /// The folder of `sceneFile`, with symbolic links resolved.
    public init(containing sceneFile: String) {
        let directory = URL(fileURLWithPath: sceneFile).standardizedFileURL.deletingLastPathComponent()
        root = Self.realPath(directory.path) ?? directory.path
    }

    /// The real path of the file a URL path (the part after `/files/`, still percent-encoded)
    /// names, or `nil` when it names nothing inside the folder.
    public func file(atURLPath encoded: String) -> String? {
        guard let decoded = encoded.removingPercentEncoding, !decoded.isEmpty,
            !decoded.hasPrefix("/"), !decoded.contains("\0"), !decoded.contains("\\")
        else { return nil }
        let names = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !names.isEmpty, !names.contains("..") else { return nil }
        let joined = names.filter { $0 != "." }.joined(separator: "/")
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard let real = Self.realPath(prefix + joined), real.hasPrefix(prefix) else { return nil }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return real
    }

    /// The real path of `file` (a path as the decoder was given it: absolute, or relative to the
    /// working directory) when it is a regular file inside the folder; `nil` otherwise.
    public func fileInside(_ file: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard !file.isEmpty, !file.contains("\0"), let real = Self.realPath(file), real.hasPrefix(prefix) else { return nil }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return real
    }

    /// `place` as `file:line:column` with the file relative to the folder when inside it.
    public func displayName(of place: SourcePlace) -> String {
        guard let real = fileInside(place.file) else { return place.description }
        var shown = place
        shown.file = String(real.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1))
        return shown.description
    }

    /// `realpath(3)`: absolute, with every symlink, `.` and `..` resolved; `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
