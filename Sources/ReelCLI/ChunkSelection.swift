import ArgumentParser
import Foundation

/// `--chunk K/N`: part K (from 1) of N.
struct ChunkSelection: Equatable {
    var part: Int
    var count: Int

    static func parse(_ text: String) throws(ValidationError) -> ChunkSelection {
        let pieces = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard pieces.count == 2, let part = pieces[0], let count = pieces[1] else {
            throw ValidationError("--chunk must be K/N, such as 2/4 for the second of four parts; got '\(text)'")
        }
        guard count >= 1, (1...count).contains(part) else {
            throw ValidationError("--chunk K/N needs 1 ≤ K ≤ N (parts are counted from 1); got '\(text)'")
        }
        return ChunkSelection(part: part, count: count)
    }

    /// A short identifier of the bytes of `files` (in order) and `adjustments`: 64-bit FNV-1a,
    /// enough to tell apart the renders a user might mix up, not a security hash.
    static func identifier(ofFiles files: [String], adjustments: String) -> String {
        var hash = FNV()
        for file in files {
            hash.add(FileManager.default.contents(atPath: file).map { Array($0) } ?? [])
        }
        hash.add(Array(adjustments.utf8))
        return hash.hex
    }

    static func identifier(of text: String) -> String {
        var hash = FNV()
        hash.add(Array(text.utf8))
        return hash.hex
    }

    private struct FNV {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        mutating func add(_ bytes: [UInt8]) {
            for byte in bytes + [0] {
                value ^= UInt64(byte)
                value = value &* 0x0000_0100_0000_01b3
            }
        }
        var hex: String { String(value, radix: 16) }
    }
}
