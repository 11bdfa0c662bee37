import Foundation

/// Reads the loop count of an animated image straight from its bytes: libavformat does not
/// report it.
enum AnimationLoopReader {
    /// Plays (0 = forever) of a GIF or APNG at `path`; `nil` for other files.
    static func loopCount(ofFileAt path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("GIF8".utf8)) { return gifPlays(bytes) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return apngPlays(bytes) }
        return nil
    }

    /// A GIF's NETSCAPE2.0 block holds repeats after the first play (0 = forever); without the
    /// block a GIF plays once.
    private static func gifPlays(_ bytes: [UInt8]) -> Int {
        let marker = Array("NETSCAPE2.0".utf8)
        guard bytes.count > marker.count + 5 else { return 1 }
        for i in 0..<(bytes.count - marker.count - 5) where bytes[i] == marker[0] && Array(bytes[i..<(i + marker.count)]) == marker {
            let j = i + marker.count
            guard bytes[j] == 3, bytes[j + 1] == 1 else { return 1 }
            let repeats = Int(bytes[j + 2]) | Int(bytes[j + 3]) << 8
            return repeats == 0 ? 0 : repeats + 1
        }
        return 1
    }

    /// An APNG's `acTL` chunk holds `num_plays` (0 = forever).
    private static func apngPlays(_ bytes: [UInt8]) -> Int? {
        var offset = 8
        func uint32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        while offset + 8 <= bytes.count {
            let length = uint32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if type == "acTL", offset + 16 <= bytes.count { return uint32(offset + 12) }
            if type == "IDAT" { return nil }
            offset += 12 + length
        }
        return nil
    }
}
