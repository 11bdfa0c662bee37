import Scene

/// Everything a Pango layout depends on: layouts are cached by it, so a label drawn every
/// frame is shaped once.
struct TextLayoutKey: Hashable {
    var string: String
    var font: Font
    /// The wrap/ellipsize width in Pango units, or −1 for none.
    var width: Int32
    /// The height that limits wrapped, truncated text, in Pango units, or −1 for none.
    var height: Int32
    var alignment: TextAlignment
    var isWrapped: Bool
    var truncation: TextTruncation
}
