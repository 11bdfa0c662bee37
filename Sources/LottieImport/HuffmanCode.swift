/// A canonical Huffman code as DEFLATE sends it: how many codes each length has, and the symbols
/// in code order.
struct HuffmanCode {
    /// `counts[n]`: the number of codes of length n (1…15).
    let counts: [Int]
    /// The symbols with a code, ordered by code length then symbol.
    let symbols: [Int]

    /// The code of `lengths` (a length per symbol, 0 for none). An over-subscribed set of lengths
    /// is refused, and an incomplete one unless `allowsIncomplete` (a distance code, or a code
    /// of a single symbol).
    init(lengths: [Int], allowsIncomplete: Bool = false) throws(Inflater.Failure) {
        var counts = Array(repeating: 0, count: 16)
        for length in lengths {
            guard (0...15).contains(length) else { throw Inflater.Failure(reason: "a code length out of range") }
            counts[length] += 1
        }
        var left = 1
        for length in 1...15 {
            left = left << 1 - counts[length]
            guard left >= 0 else { throw Inflater.Failure(reason: "an over-subscribed Huffman code") }
        }
        guard left == 0 || allowsIncomplete || counts[0] == lengths.count else { throw Inflater.Failure(reason: "an incomplete Huffman code") }
        var offsets = Array(repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        var symbols = Array(repeating: 0, count: lengths.count - counts[0])
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
        counts[0] = 0
        self.counts = counts
        self.symbols = symbols
    }
}
