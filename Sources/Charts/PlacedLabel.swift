import Foundation
import Scene

/// A label a chart has laid out: its text, its box and where the box's centre goes.
public struct PlacedLabel: Sendable, Equatable {
    /// The label's text.
    public var text: String
    /// The measured size of the text (the label's bounds).
    public var size: Size
    /// Where the centre of the label sits, in the chart's coordinates.
    public var center: Point
    /// Radians, clockwise on screen (negative turns the label counter-clockwise).
    public var rotation: Double

    /// A label of `size` centred at `center`, turned by `rotation`.
    public init(text: String, size: Size, center: Point, rotation: Double = 0) {
        self.text = text
        self.size = size
        self.center = center
        self.rotation = rotation
    }

    /// The upright box that holds the label as turned.
    public var box: Rect {
        let c = abs(cos(rotation)), s = abs(sin(rotation))
        let width = size.width * c + size.height * s, height = size.width * s + size.height * c
        return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// A text layer drawing the label in `font` and `color`, aligned in its box as `alignment`;
    /// `truncation` shortens a text longer than its box with an ellipsis.
    public func layer(font: Font, color: Color, alignment: TextAlignment = .center, truncation: TextTruncation = .none, id: String? = nil) -> Layer {
        Layer(
            id: id, bounds: Rect(origin: .zero, size: size), position: center,
            transform: rotation == 0 ? .identity : .rotation(rotation),
            content: .text(TextContent(string: text, font: font, color: color, alignment: alignment, truncation: truncation)))
    }
}
