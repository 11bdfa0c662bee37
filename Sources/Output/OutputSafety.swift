import Foundation

/// The checks that keep an output from destroying anything: it replaces only regular files,
/// never an input of the render, and a PNG sequence never lands in a system folder.
public enum OutputSafety {
    /// Folders a PNG sequence is never written into (nor into anything below the ones
    /// marked as trees): frames there would mix with the system's files.
    static let systemFolders = ["/", "/bin", "/boot", "/dev", "/etc", "/home", "/lib", "/lib32", "/lib64", "/libx32",
                                "/media", "/mnt", "/opt", "/proc", "/root", "/run", "/sbin", "/srv", "/sys", "/usr", "/var"]
    static let systemTrees = ["/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/libx32", "/proc", "/run", "/sbin", "/sys", "/usr"]

    /// Throws when `path` exists and is not a regular file, or is the same file as one of
    /// `inputs` (compared by device and inode, so other spellings and links are caught).
    public static func checkReplaceable(_ path: String, inputs: [String]) throws(OutputError) {
        var target = stat()
        guard stat(path, &target) == 0 else { return }
        let kind = target.st_mode & S_IFMT
        guard kind == S_IFREG else {
            throw OutputError.unsafe(path: path, reason: "it is \(describe(kind)), not a regular file, and Reel only replaces regular files")
        }
        for input in inputs {
            var source = stat()
            if stat(input, &source) == 0, source.st_dev == target.st_dev, source.st_ino == target.st_ino {
                throw OutputError.unsafe(
                    path: path, reason: (input == path ? "it is" : "it is the same file as \(input),") + " an input of this render (the scene or a file it reads)")
            }
        }
    }

    /// Throws when `directory` is a system folder a PNG sequence must not be written into.
    public static func checkSequenceDirectory(_ directory: String) throws(OutputError) {
        let canonical = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().path
        let isSystem = systemFolders.contains(canonical) || systemTrees.contains { canonical.hasPrefix($0 + "/") }
        guard !isSystem else {
            throw OutputError.unsafe(path: directory, reason: "\(canonical) is a system folder; frames written there would mix with the system's files")
        }
    }

    static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
