import Foundation
import Render
import Scene
import Testing
import TestSupport

/// Rendering helpers shared by the golden-image suites.
enum Goldens {
    static let directory = PackagePaths.root + "/Tests/RenderTests/Goldens"
    static let fixtures = PackagePaths.root + "/Tests/RenderTests/Fixtures"

    static func render(_ layers: [Layer], width: Double = 100, height: Double = 100, background: Color = .white) throws -> Frame {
        let scene = Scene(size: Size(width: width, height: height), duration: 1, background: background, layers: layers)
        return try Renderer().render(scene, at: 0)
    }

    /// Expects `frame` to match `Goldens/<name>.png`.
    static func expect(_ frame: Frame, matches name: String, tolerance: Int = 2, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try GoldenImage.compare(frame, withGoldenAt: directory + "/" + name + ".png", tolerance: tolerance)
        #expect(result.matches, "\(result.summary)", sourceLocation: sourceLocation)
    }

    /// A shape layer whose coordinates are the canvas's (bounds at the origin, no offset).
    static func shape(_ path: String, configure: (inout ShapeContent) -> Void = { _ in }) -> Layer {
        var content = ShapeContent(path: try! SVGPathParser.parse(path), fillColor: nil, strokeColor: .black, lineWidth: 1)
        configure(&content)
        return Layer(anchorPoint: .zero, content: .shape(content))
    }

    static let blue = Color(red8: 0, green8: 122, blue8: 255)
    static let red = Color(red8: 230, green8: 40, blue8: 40)
}
