import Animation
import Foundation

/// Timing functions: a Core Animation name, `cubicBezier(x1, y1, x2, y2)` or `steps(n, position)`.
extension NodeReader {
    static let timingFunctionNames = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    func timingFunction() -> TimingFunction? {
        guard let text = string()?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let named = TimingFunction.named[text] { return named }
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let name = String(text[..<open]).trimmingCharacters(in: .whitespaces)
            let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            switch name {
            case "cubicBezier": return cubicBezier(arguments)
            case "steps": return steps(arguments)
            default: break
            }
        }
        let candidates = Self.timingFunctionNames + ["cubicBezier", "steps"]
        let word = String(text.prefix { $0 != "(" })
        let fix = Suggestion.closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
            ?? "use one of \(Self.timingFunctionNames.joined(separator: ", ")), cubicBezier(x1, y1, x2, y2) or steps(n, jumpEnd)"
        report("unknown timing function '\(text.echoed)'", fix: fix)
        return nil
    }

    private func cubicBezier(_ arguments: [String]) -> TimingFunction? {
        let values = arguments.compactMap(Double.init)
        guard arguments.count == 4, values.count == 4, values.allSatisfy(\.isFinite) else {
            report("cubicBezier takes four numbers, found \(shortDescription)", fix: "write cubicBezier(0.25, 0.1, 0.25, 1)")
            return nil
        }
        guard (0...1).contains(values[0]), (0...1).contains(values[2]) else {
            report("the x coordinates of cubicBezier's control points must lie from 0 to 1, found \(shortDescription)",
                fix: "keep x1 and x2 within 0…1 (y1 and y2 may overshoot), e.g. cubicBezier(0.34, 1.56, 0.64, 1)")
            return nil
        }
        return .cubicBezier(UnitBezier(values[0], values[1], values[2], values[3]))
    }

    private func steps(_ arguments: [String]) -> TimingFunction? {
        let positions = StepPosition.allCases.map(\.rawValue)
        guard (1...2).contains(arguments.count), let count = Int(arguments[0]), (1...10_000).contains(count) else {
            report("steps takes a number of steps from 1 to 10000 and an optional position, found \(shortDescription)",
                fix: "write steps(4) or steps(4, jumpStart)")
            return nil
        }
        guard arguments.count == 2 else { return .steps(count, .jumpEnd) }
        guard let position = StepPosition(rawValue: arguments[1]) else {
            let fix = Suggestion.closest(to: arguments[1], in: positions).map { "did you mean '\($0)'?" }
                ?? "use one of \(positions.joined(separator: ", "))"
            report("unknown step position '\(arguments[1].echoed)'", fix: fix)
            return nil
        }
        if position == .jumpNone, count < 2 {
            report("steps with jumpNone needs at least 2 steps", fix: "write steps(2, jumpNone) or more steps")
            return nil
        }
        return .steps(count, position)
    }
}
