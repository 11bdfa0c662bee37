extension String {
    /// The string without the white space at its end.
    var trimmingTrailingSpaces: String { String(reversed().drop(while: \.isWhitespace).reversed()) }

    /// The string without the white space at its start.
    var trimmingLeadingSpaces: String { String(drop(while: \.isWhitespace)) }
}
