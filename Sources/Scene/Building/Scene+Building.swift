extension Scene {
    /// A scene of `width` × `height` pixels whose layers are built by `layers`, back to front:
    ///
    /// ```swift
    /// let scene = Scene(width: 640, height: 360, duration: 2) {
    ///     Layer.text("Hello").frame(x: 20, y: 20, width: 300, height: 40).fadeIn(duration: 0.5)
    /// }
    /// ```
    public init(
        width: Double, height: Double, fps: Double = 30, duration: Double, background: Color = .white,
        @LayerBuilder layers: () throws -> [Layer]
    ) rethrows {
        self.init(size: Size(width: width, height: height), fps: fps, duration: duration, background: background, layers: try layers())
    }
}
