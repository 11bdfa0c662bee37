import Foundation
import Scene

/// Colours as scene files write them.
enum ColorParser {
    static func parse(_ text: String) -> Color? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text == "transparent" || text == "clear" { return .clear }
        guard text.hasPrefix("#") else { return nil }
        let hex = Array(text.dropFirst())
        guard hex.allSatisfy(\.isHexDigit) else { return nil }
        func byte(_ i: Int) -> Double { Double(Int(String(hex[i...i + 1]), radix: 16)!) / 255 }
        func nibble(_ i: Int) -> Double { Double(Int(String(hex[i]), radix: 16)! * 17) / 255 }
        switch hex.count {
        case 3: return Color(red: nibble(0), green: nibble(1), blue: nibble(2))
        case 6: return Color(red: byte(0), green: byte(2), blue: byte(4))
        case 8: return Color(red: byte(0), green: byte(2), blue: byte(4), alpha: byte(6))
        default: return nil
        }
    }
}
