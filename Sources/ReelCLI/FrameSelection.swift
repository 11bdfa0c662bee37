import ArgumentParser
import Foundation

/// `--range START..END`: seconds (`0.5..1.5`, `500ms..2s`) or frames (`15f..45f`), END excluded;
/// either end may be left out (`..2s`, `30f..`).
struct FrameSelection: Equatable {
    enum Bound: Equatable {
        case seconds(Double)
        case frame(Int)
    }

    var start: Bound?
    var end: Bound?

    init?(_ text: String) {
        guard let range = text.range(of: "..") else { return nil }
        let startText = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        let endText = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !(startText.isEmpty && endText.isEmpty) else { return nil }
        if !startText.isEmpty { guard let bound = Self.bound(startText) else { return nil }; start = bound }
        if !endText.isEmpty { guard let bound = Self.bound(endText) else { return nil }; end = bound }
    }

    /// The selection `text` gives, or a `ValidationError` naming `--range`, what is wrong and
    /// what is accepted.
    static func parse(_ text: String) throws(ValidationError) -> FrameSelection {
        if let selection = FrameSelection(text) { return selection }
        let accepted = "give START..END from 0, in seconds (0.5..1.5, 500ms..2s) or frames (15f..45f), either end optional"
        if let range = text.range(of: "..") {
            for part in [text[..<range.lowerBound], text[range.upperBound...]] {
                let trimmed = part.trimmingCharacters(in: .whitespaces)
                let number = trimmed.hasSuffix("f") ? Double(trimmed.dropLast()) : seconds(trimmed)
                if let number, number < 0 {
                    throw ValidationError("--range cannot reach before the scene's start: '\(trimmed)' is negative; \(accepted)")
                }
            }
        }
        throw ValidationError("--range must be START..END; got '\(text)'; \(accepted)")
    }

    private static func bound(_ text: String) -> Bound? {
        if text.hasSuffix("f") { return Int(text.dropLast()).flatMap { $0 >= 0 ? .frame($0) : nil } }
        guard let seconds = Self.seconds(text), seconds >= 0 else { return nil }
        return .seconds(seconds)
    }

    /// `1.5`, `1.5s` or `250ms`.
    static func seconds(_ text: String) -> Double? {
        let value: Double?
        if text.hasSuffix("ms") { value = Double(text.dropLast(2)).map { $0 / 1000 } }
        else if text.hasSuffix("s") { value = Double(text.dropLast()) }
        else { value = Double(text) }
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// The frames selected out of `0..<frameCount` at `fps`; frame n is at n / fps, and a time
    /// selects the frames at or after it.
    func frames(fps: Double, frameCount: Int) throws(SelectionError) -> Range<Int> {
        func frame(_ bound: Bound) -> Int {
            switch bound {
            case .frame(let n): return n
            // Clamped before converting: a time far past any scene must not trap in Int().
            case .seconds(let t): return Int(min((t * fps - 1e-9).rounded(.up), 1e15))
            }
        }
        let first = start.map(frame) ?? 0
        let last = end.map(frame) ?? frameCount
        guard first < frameCount else {
            throw SelectionError(message: "--range starts after the scene's last frame (\(frameCount - 1), at \(Double(frameCount - 1) / fps) s); start it earlier")
        }
        guard first < last else {
            throw SelectionError(message: "--range selects no frames (frame \(first) up to, not including, frame \(last))")
        }
        guard last <= frameCount else {
            throw SelectionError(message: "--range goes past the scene's \(frameCount) frames (0 to \(frameCount - 1)); end it at \(frameCount)f or earlier")
        }
        return first..<last
    }
}

/// A `--range` that selects no frames or frames the scene does not have.
struct SelectionError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
