import Scene

/// A value that grows and shrinks with a chart's frame (`FrameScaled`): a length, or a font by
/// its size.
protocol FrameScalable: Sendable, Equatable {
    /// The value `scale` times as large.
    func scaled(by scale: Double) -> Self
}

extension Double: FrameScalable {
    func scaled(by scale: Double) -> Double { self * scale }
}

extension Font: FrameScalable {
    func scaled(by scale: Double) -> Font {
        var font = self
        font.size *= scale
        return font
    }
}
