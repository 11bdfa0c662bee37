/// DEFLATE (RFC 1951) decompression in Swift, for the entries of a dotLottie archive: stored,
/// fixed-Huffman and dynamic-Huffman blocks, decoded canonically code length by code length (as
/// zlib's reference decoder `puff` does), every read bounds-checked so that a damaged stream is
/// an error, never a crash, and the output capped.
struct Inflater {
    /// Why a stream cannot be inflated.
    struct Failure: Error, Equatable {
        var reason: String
    }

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []
    private let limit: Int

    private init(_ input: [UInt8], limit: Int) {
        self.input = input
        self.limit = limit
    }

    /// The bytes `stream` inflates to, at most `limit` of them.
    static func inflate(_ stream: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        var inflater = Inflater(stream, limit: limit)
        var last = false
        while !last {
            last = try inflater.bits(1) == 1
            switch try inflater.bits(2) {
            case 0: try inflater.stored()
            case 1: try inflater.codes(Self.fixed.lengths, Self.fixed.distances)
            case 2: try inflater.dynamic()
            default: throw Failure(reason: "a block of the reserved type 3")
            }
        }
        return inflater.output
    }

    // MARK: Bits

    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        while bitCount < count {
            guard position < input.count else { throw Failure(reason: "the stream ends early") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private mutating func append(_ byte: UInt8) throws(Failure) {
        guard output.count < limit else { throw Failure(reason: "it inflates to more than \(limit) bytes") }
        output.append(byte)
    }

    // MARK: Blocks

    private mutating func stored() throws(Failure) {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Failure(reason: "the stream ends early") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        position += 4
        guard length == ~complement & 0xFFFF else { throw Failure(reason: "a stored block's length does not match its complement") }
        guard position + length <= input.count else { throw Failure(reason: "the stream ends early") }
        guard output.count + length <= limit else { throw Failure(reason: "it inflates to more than \(limit) bytes") }
        output.append(contentsOf: input[position..<(position + length)])
        position += length
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                       4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Literals and length–distance pairs up to the end-of-block code.
    private mutating func codes(_ lengths: HuffmanCode, _ distances: HuffmanCode) throws(Failure) {
        while true {
            var symbol = try decode(lengths)
            if symbol < 256 { try append(UInt8(symbol)); continue }
            if symbol == 256 { return }
            symbol -= 257
            guard symbol < 29 else { throw Failure(reason: "a length code out of range") }
            let length = Self.lengthBase[symbol] + (try bits(Self.lengthExtra[symbol]))
            let code = try decode(distances)
            guard code < 30 else { throw Failure(reason: "a distance code out of range") }
            let distance = Self.distanceBase[code] + (try bits(Self.distanceExtra[code]))
            guard distance <= output.count else { throw Failure(reason: "a distance reaches before the start") }
            guard output.count + length <= limit else { throw Failure(reason: "it inflates to more than \(limit) bytes") }
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }

    private static let fixed: (lengths: HuffmanCode, distances: HuffmanCode) = {
        let literal = Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8)
        // Both tables are complete, so building them cannot fail.
        let lengths = try! HuffmanCode(lengths: literal)
        let distances = try! HuffmanCode(lengths: Array(repeating: 5, count: 30), allowsIncomplete: true)
        return (lengths, distances)
    }()

    /// The order in which a dynamic block sends its code-length code's lengths.
    private static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func dynamic() throws(Failure) {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw Failure(reason: "a dynamic block with too many codes") }
        var codeLengths = Array(repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[Self.order[index]] = try bits(3) }
        let lengthCode = try HuffmanCode(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(reason: "a repeat with no length before it") }
                lengths += Array(repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(reason: "code lengths run past their count") }
        guard lengths[256] > 0 else { throw Failure(reason: "a dynamic block without an end-of-block code") }
        // An incomplete code is allowed only when it is a single one-bit code (as zlib allows).
        let literalLengths = Array(lengths[0..<literalCount]), distanceLengths = Array(lengths[literalCount...])
        let literals = try HuffmanCode(lengths: literalLengths, allowsIncomplete: literalLengths.allSatisfy { $0 <= 1 })
        let distances = try HuffmanCode(lengths: distanceLengths, allowsIncomplete: distanceLengths.allSatisfy { $0 <= 1 })
        try codes(literals, distances)
    }

    /// The next symbol of `code`, read a bit at a time (Huffman codes are sent most significant
    /// bit first).
    private mutating func decode(_ code: HuffmanCode) throws(Failure) -> Int {
        var value = 0, first = 0, index = 0
        for length in 1...15 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - count < first {
                let offset = index + value - first
                guard code.symbols.indices.contains(offset) else { break }
                return code.symbols[offset]
            }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw Failure(reason: "a code that is not in its table")
    }
}
