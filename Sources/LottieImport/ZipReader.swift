/// The entries of a zip archive held in memory, as dotLottie files are: the central directory
/// read from the end-of-central-directory record, each entry stored or deflated, its CRC checked.
/// Every offset is checked against the data, so a damaged archive is an error, not a crash.
/// (Zip64 and encrypted entries, which dotLottie files do not use, are refused.)
struct ZipReader {
    /// One file in the archive.
    struct Entry: Equatable {
        var path: String
        var method: Int
        var crc: UInt32
        var compressedSize: Int
        var uncompressedSize: Int
        var localHeaderOffset: Int
        var flags: Int
    }

    /// Why an archive or an entry cannot be read.
    struct Failure: Error, Equatable {
        var reason: String
    }

    private let bytes: [UInt8]
    /// The archive's files, in central-directory order.
    let entries: [Entry]

    init(_ bytes: [UInt8]) throws(Failure) {
        self.bytes = bytes
        entries = try Self.centralDirectory(bytes)
    }

    /// The entry at `path`, if any.
    subscript(path: String) -> Entry? { entries.first { $0.path == path } }

    /// The uncompressed bytes of `entry`, at most `limit` of them.
    func contents(of entry: Entry, limit: Int) throws(Failure) -> [UInt8] {
        guard entry.flags & 1 == 0 else { throw Failure(reason: "\(entry.path) is encrypted") }
        guard entry.uncompressedSize <= limit else { throw Failure(reason: "\(entry.path) is larger than \(limit) bytes") }
        let header = entry.localHeaderOffset
        guard Self.uint32(bytes, header) == 0x0403_4B50 else { throw Failure(reason: "\(entry.path) has no local header") }
        guard let nameLength = Self.uint16(bytes, header + 26), let extraLength = Self.uint16(bytes, header + 28) else {
            throw Failure(reason: "\(entry.path) has a damaged local header")
        }
        let start = header + 30 + Int(nameLength) + Int(extraLength)
        guard start <= bytes.count, entry.compressedSize <= bytes.count - start else { throw Failure(reason: "\(entry.path) runs past the end of the archive") }
        let stored = Array(bytes[start..<(start + entry.compressedSize)])
        let data: [UInt8]
        switch entry.method {
        case 0: data = stored
        case 8:
            do { data = try Inflater.inflate(stored, limit: limit) } catch { throw Failure(reason: "\(entry.path) cannot be inflated: \(error.reason)") }
        default: throw Failure(reason: "\(entry.path) is compressed with method \(entry.method); dotLottie files are stored or deflated")
        }
        guard data.count == entry.uncompressedSize, CRC32.checksum(data) == entry.crc else {
            throw Failure(reason: "\(entry.path) does not match its recorded size and checksum")
        }
        return data
    }

    private static func centralDirectory(_ bytes: [UInt8]) throws(Failure) -> [Entry] {
        // The end record is 22 bytes plus a comment of up to 65535, at the end of the file.
        guard bytes.count >= 22 else { throw Failure(reason: "it is too short to be a zip archive") }
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        guard let end = stride(from: bytes.count - 22, through: lowest, by: -1).first(where: { uint32(bytes, $0) == 0x0605_4B50 }) else {
            throw Failure(reason: "it has no zip end-of-central-directory record")
        }
        guard let count = uint16(bytes, end + 10), let size = uint32(bytes, end + 12), let offset = uint32(bytes, end + 16) else {
            throw Failure(reason: "its end record is cut short")
        }
        guard count != 0xFFFF, offset != 0xFFFF_FFFF else { throw Failure(reason: "it is a Zip64 archive") }
        guard Int(offset) + Int(size) <= end else { throw Failure(reason: "its central directory lies outside the archive") }
        var entries: [Entry] = [], position = Int(offset)
        for _ in 0..<Int(count) {
            guard uint32(bytes, position) == 0x0201_4B50, let flags = uint16(bytes, position + 8), let method = uint16(bytes, position + 10),
                  let crc = uint32(bytes, position + 16), let compressed = uint32(bytes, position + 20), let uncompressed = uint32(bytes, position + 24),
                  let nameLength = uint16(bytes, position + 28), let extraLength = uint16(bytes, position + 30),
                  let commentLength = uint16(bytes, position + 32), let local = uint32(bytes, position + 42)
            else { throw Failure(reason: "its central directory is damaged") }
            let nameStart = position + 46
            guard nameStart + Int(nameLength) <= end else { throw Failure(reason: "its central directory is damaged") }
            let path = String(decoding: bytes[nameStart..<(nameStart + Int(nameLength))], as: UTF8.self)
            guard compressed != 0xFFFF_FFFF, uncompressed != 0xFFFF_FFFF, local != 0xFFFF_FFFF else { throw Failure(reason: "it is a Zip64 archive") }
            entries.append(Entry(path: path, method: Int(method), crc: crc, compressedSize: Int(compressed), uncompressedSize: Int(uncompressed),
                                 localHeaderOffset: Int(local), flags: Int(flags)))
            position = nameStart + Int(nameLength) + Int(extraLength) + Int(commentLength)
        }
        return entries
    }

    private static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        return UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32? {
        guard at >= 0, at + 4 <= bytes.count else { return nil }
        return UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }
}
