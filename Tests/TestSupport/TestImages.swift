import Foundation
import Render
import Scene

/// Images for decoder tests: the renderer's image checker (for test targets that do not link
/// Render themselves), and a valid PNG, since decoding checks image files.
public enum TestImages {
    public static var checker: any ImageChecking { ImageChecker() }

    /// A 1×1 red PNG.
    public static let onePixelPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC")!
}
