/// Splits CSV text (RFC 4180: commas, double-quoted cells with `""` for a quote, CRLF or LF)
/// into rows of cells. A byte-order mark at the start is dropped.
enum CSVParser {
    /// A quoted cell that never ends: the line its opening quote is on.
    struct UnterminatedQuote: Error, Equatable {
        var line: Int
    }

    static func rows(_ text: String) throws(UnterminatedQuote) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var cell = ""
        var quoted = false
        var line = 1
        var quoteLine = 1
        let body = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        var iterator = body.makeIterator()
        var pending: Character? = nil
        func next() -> Character? {
            if let c = pending { pending = nil; return c }
            return iterator.next()
        }
        while let c = next() {
            if c.isNewline { line += 1 }
            if quoted {
                if c == "\"" {
                    let following = next()
                    if following == "\"" { cell.append("\"") } else { quoted = false; pending = following }
                } else {
                    cell.append(c)
                }
                continue
            }
            switch c {
            case "\"" where cell.isEmpty: quoted = true; quoteLine = line
            case ",": row.append(cell); cell = ""
            case "\n", "\r\n", "\r":
                row.append(cell); rows.append(row); row = []; cell = ""
            default: cell.append(c)
            }
        }
        if quoted { throw UnterminatedQuote(line: quoteLine) }
        if !cell.isEmpty || !row.isEmpty { row.append(cell); rows.append(row) }
        return rows
    }
}
