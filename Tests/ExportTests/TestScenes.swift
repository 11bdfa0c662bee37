import Animation
import Scene

/// Tiny scenes for export tests: small canvases and few frames, as CI has two cores.
enum TestScenes {
    static func solid(_ color: Color, size: Size = Size(width: 64, height: 48), fps: Double = 30, duration: Double = 1) -> Scene {
        Scene(size: size, fps: fps, duration: duration, background: color)
    }

    /// A 16×16 black square sliding right by 4 px a frame over `background`, for `duration`.
    static func movingSquare(background: Color = .white, size: Size = Size(width: 64, height: 48), fps: Double = 30, duration: Double = 0.5) -> Scene {
        let square = Layer(
            bounds: Rect(x: 0, y: 0, width: 16, height: 16), position: Point(x: 8, y: 24), backgroundColor: .black,
            animations: [
                Animation.basic(BasicAnimation<PropertyValue>(
                    keyPath: "position.x", fromValue: .number(8), toValue: .number(8 + 4 * fps * duration),
                    timing: MediaTiming(duration: duration, fillMode: .both))),
            ])
        return Scene(size: size, fps: fps, duration: duration, background: background, layers: [square])
    }
}
