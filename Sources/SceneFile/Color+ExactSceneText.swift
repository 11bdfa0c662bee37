import Scene

extension Color {
    /// The colour as scene-file text that reads back as exactly this colour: `#rrggbb(aa)` when
    /// every component is a whole 8-bit step, else `rgba(r, g, b, a)` with each of r, g, b
    /// written so that the reader's division by 255 gives back the same `Double`.
    var exactSceneText: String {
        let rgb = [red, green, blue]
        let bytes = rgb.map(Self.exactByte)
        if bytes.allSatisfy({ $0 != nil }), let alphaByte = Self.exactByte(alpha) {
            let parts = bytes.map { $0! } + (alpha == 1 ? [] : [alphaByte])
            return "#" + parts.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
        let components = rgb.map(Self.exactComponent)
        return "rgba(\(components.joined(separator: ", ")), \(min(max(alpha, 0), 1).plainText))"
    }

    /// The 8-bit step `value` is exactly (as the hex reader divides it), or `nil`.
    private static func exactByte(_ value: Double) -> Int? {
        let step = (value * 255).rounded()
        guard (0...255).contains(step), Double(Int(step)) / 255 == value else { return nil }
        return Int(step)
    }

    /// A 0–255 number `n` whose `n / 255` is exactly `value`, found among the few `Double`s
    /// beside `value × 255`; the nearest when none is (out of range, or no such number).
    private static func exactComponent(_ value: Double) -> String {
        let clamped = min(max(value, 0), 1)
        var candidate = clamped * 255
        for _ in 0..<8 where candidate / 255 < clamped { candidate = candidate.nextUp }
        for _ in 0..<8 where candidate / 255 > clamped { candidate = candidate.nextDown }
        let text = candidate.plainText
        guard let read = Double(text), read / 255 == clamped else { return (clamped * 255).plainText }
        return text
    }
}
