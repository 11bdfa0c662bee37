import Foundation
import Scene

/// Colours as scene files write them: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
/// `rgb(r, g, b)`, `rgba(r, g, b, a)` (components 0–255 or percentages, alpha 0–1 or a
/// percentage), CSS names, and `transparent`/`clear`.
enum ColorParser {
    static func parse(_ text: String) -> Color? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text == "transparent" || text == "clear" { return .clear }
        if text.hasPrefix("#") { return hex(Array(text.dropFirst())) }
        if text.hasPrefix("rgb") { return functional(text) }
        return CSSColorNames.color(named: text)
    }

    private static func hex(_ hex: [Character]) -> Color? {
        guard hex.allSatisfy(\.isHexDigit) else { return nil }
        func byte(_ i: Int) -> Double { Double(Int(String(hex[i...i + 1]), radix: 16)!) / 255 }
        func nibble(_ i: Int) -> Double { Double(Int(String(hex[i]), radix: 16)! * 17) / 255 }
        switch hex.count {
        case 3: return Color(red: nibble(0), green: nibble(1), blue: nibble(2))
        case 4: return Color(red: nibble(0), green: nibble(1), blue: nibble(2), alpha: nibble(3))
        case 6: return Color(red: byte(0), green: byte(2), blue: byte(4))
        case 8: return Color(red: byte(0), green: byte(2), blue: byte(4), alpha: byte(6))
        default: return nil
        }
    }

    /// `rgb(255, 0, 0)`, `rgba(255, 0, 0, 0.5)`, `rgb(100%, 0%, 0% / 50%)`.
    private static func functional(_ text: String) -> Color? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = text[..<open].trimmingCharacters(in: .whitespaces)
        guard name == "rgb" || name == "rgba" else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == "/" || $0 == " " }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        func component(_ s: String, scale: Double) -> Double? {
            let value = s.hasSuffix("%") ? Double(s.dropLast()).map { $0 / 100 } : Double(s).map { $0 / scale }
            guard let value, value >= 0, value <= 1 else { return nil }
            return value
        }
        guard let r = component(parts[0], scale: 255), let g = component(parts[1], scale: 255),
              let b = component(parts[2], scale: 255) else { return nil }
        let a = parts.count == 4 ? component(parts[3], scale: 1) : 1
        guard let a else { return nil }
        return Color(red: r, green: g, blue: b, alpha: a)
    }
}
