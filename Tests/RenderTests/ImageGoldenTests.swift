import Foundation
import Render
import Scene
import Testing
import TestSupport

@Suite struct ImageGoldenTests {
    func image(_ path: String, _ gravity: ContentsGravity, _ frame: Rect) -> Layer {
        var layer = Layer(content: .image(ImageContent(path: path, gravity: gravity)))
        layer.frame = frame
        layer.borderWidth = 1
        layer.borderColor = Color(red: 0.7, green: 0.7, blue: 0.7)
        return layer
    }

    @Test func jpegAndPNGWithGravity() throws {
        let jpeg = Goldens.fixtures + "/quadrants.jpg"
        let directory = TemporaryDirectory()
        // A PNG with transparency, made by the renderer itself.
        let dot = Layer(bounds: Rect(x: 0, y: 0, width: 16, height: 16), position: Point(x: 8, y: 8),
                        content: .shape(ShapeContent(path: Path.ellipse(in: Rect(x: 0, y: 0, width: 16, height: 16)), fillColor: Goldens.red)))
        let png = directory.file("dot.png")
        try Goldens.render([dot], width: 16, height: 16, background: .clear).pngData().write(to: URL(fileURLWithPath: png))
        var filled = image(png, .resizeAspectFill, Rect(x: 0, y: 40, width: 40, height: 20))
        filled.masksToBounds = true
        let layers = [
            image(jpeg, .resize, Rect(x: 0, y: 0, width: 40, height: 40)),
            image(jpeg, .resizeAspect, Rect(x: 40, y: 0, width: 40, height: 40)),
            image(jpeg, .center, Rect(x: 80, y: 0, width: 40, height: 40)),
            filled,
            image(png, .bottomRight, Rect(x: 40, y: 40, width: 40, height: 20)),
        ]
        let frame = try Goldens.render(layers, width: 120, height: 60, background: Color(red: 0.9, green: 0.95, blue: 1))
        try Goldens.expect(frame, matches: "images", tolerance: 4)
        // resize: the red quadrant fills the top-left 20×20 of the first layer.
        let red = frame.rgba(x: 8, y: 8)
        #expect(red.r > 240 && red.g < 20 && red.b < 20, "\(red)")
        // resizeAspect: 40×20 letterboxed into 40×40, so the top 10 rows show the background.
        let background = frame.rgba(x: 60, y: 5)
        #expect(background.r == 230 && background.b == 255 && abs(Int(background.g) - 242) <= 1)
        let blue = frame.rgba(x: 45, y: 25)
        #expect(blue.b > 240 && blue.r < 20, "\(blue)")
    }

    @Test func unreadableImagesAreErrorsNamingTheFile() throws {
        let missing = image("/nonexistent/picture.png", .resize, Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: RenderError.unreadableImage(path: "/nonexistent/picture.png", reason: "it does not exist; image paths are relative to the scene's directory")) {
            try Goldens.render([missing])
        }
        let directory = TemporaryDirectory()
        let broken = directory.file("broken.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 1, 2, 3]).write(to: URL(fileURLWithPath: broken))
        do {
            _ = try Goldens.render([image(broken, .resize, Rect(x: 0, y: 0, width: 10, height: 10))])
            Issue.record("decoded a broken JPEG")
        } catch let error as RenderError {
            #expect(error.description.contains(broken) && error.description.contains("JPEG"), "\(error)")
        }
    }
}
