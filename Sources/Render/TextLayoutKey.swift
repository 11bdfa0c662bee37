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

    /// A single line cut to its width with an ellipsis: the engine cuts the string itself and
    /// lays it out without a width, so the caller aligns it.
    var isCutToOneLine: Bool { truncation != .none && !isWrapped && width >= 0 }

    /// Whether Pango aligns the text in the key's width; otherwise the caller moves the layout
    /// by the alignment's share of the spare width.
    var isAlignedByPango: Bool { width >= 0 && !isCutToOneLine }
}
