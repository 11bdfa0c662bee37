import Foundation
import Scene

/// Reads a scene file's text. YAML files may be UTF-8 (with or without a byte-order mark),
/// UTF-16 or UTF-32 with a byte-order mark; anything else is reported with the position of
/// the first byte that is not UTF-8.
enum SceneText {
    enum Problem: Error {
        case missing
        /// Not a file that can be read (a directory, no permission).
        case unreadable(reason: String)
        /// More bytes than a scene file may hold: found while reading, so that a device that
        /// never ends (`/dev/zero`) is refused after `limit` bytes, not after gigabytes.
        case tooLarge(limit: Int)
        /// Bytes that are not text: where, what, and how to fix it.
        case notText(line: Int, column: Int, message: String, fix: String)
    }

    static let utf8Fix = "save the file as UTF-8 (in most editors: Save with Encoding → UTF-8; or `iconv -f LATIN1 -t UTF-8 old.yaml > new.yaml`)"

    /// How much is read at a time.
    static let readSize = 1 << 16

    /// The text of the file at `path`, read up to `limit` bytes: a FIFO too
    /// (`reel validate <(generate-scene)`), which FileManager.contents(atPath:) refuses.
    static func read(_ path: String, limit: Int = InputLimits.sceneFileBytes) throws(Problem) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing }
        guard !isDirectory.boolValue else { throw .unreadable(reason: "it is a directory, not a file") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(reason: reason(errno)) }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: readSize)
        while true {
            let count = Foundation.read(descriptor, &chunk, min(readSize, limit + 1 - data.count))
            if count < 0 {
                guard errno == EINTR else { throw .unreadable(reason: reason(errno)) }
                continue
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[..<count])
            guard data.count <= limit else { throw .tooLarge(limit: limit) }
        }
        return try decode(data)
    }

    /// Why a read failed, for the message: permissions say so, other errors as the system does.
    static func reason(_ code: Int32) -> String {
        code == EACCES || code == EPERM ? "it cannot be read (check its permissions)" : "it cannot be read (\(String(cString: strerror(code))))"
    }

    static func decode(_ data: Data) throws(Problem) -> String {
        let bytes = [UInt8](data)
        let marks: [([UInt8], String.Encoding, String)] = [
            ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian, "UTF-32"), ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian, "UTF-32"),
            ([0xFE, 0xFF], .utf16BigEndian, "UTF-16"), ([0xFF, 0xFE], .utf16LittleEndian, "UTF-16"),
        ]
        for (mark, encoding, name) in marks where bytes.starts(with: mark) {
            guard let text = String(data: data.dropFirst(mark.count), encoding: encoding) else {
                throw .notText(line: 1, column: 1, message: "the scene file starts with a \(name) byte-order mark but is not valid \(name) text", fix: utf8Fix)
            }
            return text
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let firstZero = body.firstIndex(of: 0) {
            let (line, column) = position(of: firstZero, in: body)
            let looksWide = body.count >= 2 && (body[0] == 0) != (body[1] == 0)
            throw .notText(
                line: line, column: column,
                message: looksWide ? "the scene file looks like UTF-16 text without a byte-order mark; Reel reads UTF-8"
                    : "the scene file holds a zero byte, so it is not text",
                fix: utf8Fix)
        }
        var iterator = body.makeIterator()
        var decoder = UTF8()
        var text = String.UnicodeScalarView()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                return String(text)
            case .error:
                let (line, column) = position(of: offset, in: body)
                throw .notText(
                    line: line, column: column,
                    message: "the scene file is not UTF-8: byte 0x\(String(body[offset], radix: 16, uppercase: true)) at line \(line), column \(column) cannot start or continue a UTF-8 character",
                    fix: utf8Fix)
            }
        }
    }

    /// The 1-based line and column (in characters) of byte `offset`.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column)
    }
}
