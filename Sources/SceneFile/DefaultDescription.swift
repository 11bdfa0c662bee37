import Animation
import Scene

/// A registry default as the reference shows it: in scene-file syntax.
enum DefaultDescription {
    /// `value` written as a scene file would write it; `nil` for values with nothing useful to
    /// say (an empty path, text or list: the key's meaning says what happens without it).
    static func text(_ value: any ModelValue, form: ValueForm) -> String? {
        // Only an absent colour has a scene-file spelling (`none`), where the form allows it;
        // and a nil of another optional type would match `as Color?`, so the type is compared first.
        if type(of: value) == Color?.self {
            return (value as? Color?)?.map(\.sceneText) ?? (form == .optionalColor ? "none" : nil)
        }
        switch value {
        case let seconds as Double where form == .time: return seconds.plainText + "s"
        case let whole as Int: return "\(whole)"
        case let timing as TimingFunction: return NodeReader.timingFunctionNames.first { TimingFunction.named[$0] == timing }
        case let number as Double: return number.plainText
        case let flag as Bool: return flag ? "true" : "false"
        case let text as String: return text.isEmpty ? nil : text
        case let color as Color: return color.sceneText
        case let point as Point: return "[\(point.x.plainText), \(point.y.plainText)]"
        case let size as Size: return "[\(size.width.plainText), \(size.height.plainText)]"
        case let rect as Rect: return "[\(rect.minX.plainText), \(rect.minY.plainText), \(rect.width.plainText), \(rect.height.plainText)]"
        case let transform as AffineTransform: return transform.isIdentity ? "identity" : nil
        case let numbers as [Double]: return numbers.isEmpty ? nil : "[\(numbers.map(\.plainText).joined(separator: ", "))]"
        case let weight as FontWeight: return FontWeight.named.first { $0.value == weight }?.key ?? "\(weight.rawValue)"
        case let choice as any ChoiceValue: return choice.rawValue
        default: return nil
        }
    }
}

extension Color {
    /// The colour as a scene file writes it: a name for black, white and clear, else `#rrggbb(aa)`.
    var sceneText: String {
        switch self {
        case .black: return "black"
        case .white: return "white"
        case .clear: return "transparent"
        default:
            let parts = (alpha == 1 ? [red, green, blue] : [red, green, blue, alpha]).map { Int(($0 * 255).rounded()) }
            return "\"#" + parts.map { String($0, radix: 16).leftPadded(to: 2) }.joined() + "\""
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
