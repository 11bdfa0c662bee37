import CCairo
import Foundation
import Scene

/// Measures text with Pango exactly as the renderer lays it out, for chart layout.
///
/// Usable from any context, a global or a task included: its Pango context is used by one
/// caller at a time (a lock), so threads that measure a lot in parallel are faster with one
/// measurer each.
public final class TextMeasurer: TextMeasuring, @unchecked Sendable {
    // Guarded by `lock`: a Pango context is not thread-safe.
    private let engine = TextEngine()
    private let lock = NSLock()

    /// A measurer using fontconfig's fonts through Pango.
    public init() {}

    /// The logical size (advance width, line heights) of `string` in `font`; throws
    /// `RenderError.fontNotInstalled` for a family fontconfig cannot provide.
    public func size(of string: String, font: Font, wrapWidth: Double?) throws -> Size {
        lock.lock()
        defer { lock.unlock() }
        return try Self.measure(string, font: font, wrapWidth: wrapWidth, engine: engine)
    }

    static func measure(_ string: String, font: Font, wrapWidth: Double?, engine: TextEngine) throws(RenderError) -> Size {
        try engine.checkFamily(font.family)
        guard TextEngine.isDrawable(font) else { return .zero }
        let width = wrapWidth.flatMap { $0 > 0 && $0 < 1e6 ? Int32($0 * Double(PANGO_SCALE)) : nil } ?? -1
        let key = TextLayoutKey(
            string: string, font: font, width: width, height: -1, alignment: .left, isWrapped: width >= 0, truncation: .none)
        return TextEngine.logicalSize(of: try engine.layout(for: key))
    }
}
