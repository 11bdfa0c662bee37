/// Splits CSV text (RFC 4180: commas, double-quoted cells with `""` for a quote, CRLF or LF)
/// into rows of cells.
enum CSVParser {
    static func rows(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var cell = ""
        var quoted = false
        var iterator = text.makeIterator()
        var pending: Character? = nil
        func next() -> Character? {
            if let c = pending { pending = nil; return c }
            return iterator.next()
        }
        while let c = next() {
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
            case "\"" where cell.isEmpty: quoted = true
            case ",": row.append(cell); cell = ""
            case "\n", "\r\n", "\r":
                row.append(cell); rows.append(row); row = []; cell = ""
            default: cell.append(c)
            }
        }
        if !cell.isEmpty || !row.isEmpty { row.append(cell); rows.append(row) }
        return rows
    }
}
