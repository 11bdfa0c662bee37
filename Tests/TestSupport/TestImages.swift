import Render
import Scene

/// The renderer's image checker, for decoder tests that must find damaged images as `reel`
/// does (test targets that do not link Render themselves).
public enum TestImages {
    public static var checker: any ImageChecking { ImageChecker() }
}
