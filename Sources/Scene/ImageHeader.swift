import Foundation

/// An image file's format and pixel size, read from its first bytes without decoding it, and
/// checked against `InputLimits` — so a small file that decodes to gigabytes, a directory, a
/// FIFO or a GIF is refused before anything reads the whole file.
public struct ImageHeader: Sendable, Equatable {
    /// The image formats Reel draws.
    public enum Format: String, Sendable { case png = "PNG", jpeg = "JPEG" }

    /// The file's format.
    public var format: Format
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Why a file is not an image Reel can draw: what is wrong, and what to do.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong with the file.
        public var message: String
        /// What to do about it.
        public var fix: String
        /// The message and the fix.
        public var description: String { "\(message); \(fix)" }

        /// A problem: what is wrong, and what to do.
        public init(message: String, fix: String) {
            self.message = message
            self.fix = fix
        }
    }

    /// How far into a JPEG its frame header may be (after EXIF and ICC segments).
    static let scannedBytes = 1 << 20

    /// The header of the file at `path`, or the problem that keeps Reel from drawing it.
    public static func read(_ given: String) throws(Problem) -> ImageHeader {
        let convert = "save it as a PNG or JPEG file"
        guard !given.isEmpty, !given.hasSuffix("/") else {
            throw Problem(message: "no file is named", fix: "give `contents` a PNG or JPEG file, such as logo.png")
        }
        let path = URL(fileURLWithPath: given).resolvingSymlinksInPath().path
        // Checked before opening: opening a FIFO would wait for a writer.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw Problem(message: "it does not exist", fix: "image paths are relative to the scene's directory")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw Problem(message: "it is a \(kind(attributes[.type] as? FileAttributeType)), not a file", fix: "name a PNG or JPEG file")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size > 0 else { throw Problem(message: "it is empty", fix: convert) }
        guard size <= InputLimits.imageFileBytes else {
            throw Problem(message: "it is \(size >> 20) MB; the largest image Reel reads is \(InputLimits.imageFileBytes >> 20) MB", fix: "save a smaller image")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Problem(message: "it cannot be read", fix: "check its permissions")
        }
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: scannedBytes)) ?? Data())
        let header = try parse(bytes)
        guard header.width > 0, header.height > 0 else {
            throw Problem(message: "it is a \(header.format.rawValue) file of \(header.width)×\(header.height) pixels", fix: "the file is damaged; \(convert) again")
        }
        guard header.width <= InputLimits.imageSide, header.height <= InputLimits.imageSide,
              header.width * header.height <= InputLimits.imagePixels else {
            throw Problem(
                message: "it is \(header.width)×\(header.height) pixels; Reel draws images of at most \(InputLimits.imagePixels / 1_000_000) megapixels and \(InputLimits.imageSide) pixels a side",
                fix: "scale the image down to the size it is shown at")
        }
        return header
    }

    /// The format and size from a file's first bytes.
    public static func parse(_ bytes: [UInt8]) throws(Problem) -> ImageHeader {
        let convert = "save it as a PNG or JPEG file"
        func uint(_ at: Int, _ count: Int) -> Int {
            bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // The IHDR chunk comes first: length, "IHDR", width, height.
            guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
                throw Problem(message: "it is a PNG file without an image header (IHDR)", fix: "the file is damaged; \(convert) again")
            }
            return ImageHeader(format: .png, width: uint(16, 4), height: uint(20, 4))
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            // Segments follow the start marker: FF, a marker, a two-byte length. A start-of-frame
            // marker (C0…CF but C4, C8, CC) holds precision, height, width.
            var index = 2
            while index + 9 <= bytes.count {
                guard bytes[index] == 0xFF else { break }
                let marker = bytes[index + 1]
                if marker == 0xFF { index += 1; continue }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return ImageHeader(format: .jpeg, width: uint(index + 7, 2), height: uint(index + 5, 2))
                }
                if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { index += 2; continue }
                if marker == 0xD9 || marker == 0xDA { break }
                index += 2 + uint(index + 2, 2)
            }
            throw Problem(message: "it is a JPEG file without a frame header giving its size", fix: "the file is damaged; \(convert) again")
        }
        let other: String? =
            bytes.starts(with: Array("GIF8".utf8)) ? "a GIF" :
            bytes.starts(with: Array("BM".utf8)) ? "a BMP" :
            bytes.count >= 12 && bytes.starts(with: Array("RIFF".utf8)) && bytes[8..<12].elementsEqual("WEBP".utf8) ? "a WebP" :
            bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) ? "a TIFF" :
            bytes.first == UInt8(ascii: "<") ? "an SVG or other text" : nil
        throw Problem(message: other.map { "it is \($0) file; Reel draws PNG and JPEG images" } ?? "it is not a PNG or JPEG file", fix: convert)
    }

    private static func kind(_ type: FileAttributeType?) -> String {
        switch type {
        case .typeDirectory?: return "directory"
        case .typeCharacterSpecial?, .typeBlockSpecial?: return "device"
        case .typeSocket?: return "socket"
        case .typeSymbolicLink?: return "broken link"
        default: return "FIFO or other special file"
        }
    }
}
