import Foundation

/// An exclusive `flock` on a directory: renders that move files into the same directory take
/// turns. No lock file is made; the lock goes with the process.
package enum DirectoryLock {
    package static func holding<T>(_ directory: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputError.writeFailed(path: directory, errno: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw OutputError.writeFailed(path: directory, errno: errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
