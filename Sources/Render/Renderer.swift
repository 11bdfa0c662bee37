import CCairo
import Scene

/// Draws scenes into frames with Cairo and Pango.
///
/// A renderer owns its Pango font map, its layout cache and its decoded images, so it is not
/// thread-safe: give each thread its own renderer. Output depends only on the scene and the
/// time: the same input gives the same bytes, in any order.
public final class Renderer {
    /// The largest canvas side Reel draws: beyond it a single frame needs gigabytes.
    public static let maximumSide = InputLimits.canvasSide

    let text = TextEngine()
    var images = ImageCache()
    /// Asked during drawing, between layers and inside long work such as a wide shadow blur;
    /// when it answers true the render stops with `RenderError.interrupted`.
    public var shouldStop: (() -> Bool)?

    /// A renderer with empty caches; use one per thread.
    public init() {}

    /// Throws `RenderError.interrupted` when `shouldStop` says so.
    func checkInterrupt() throws(RenderError) {
        if let shouldStop, shouldStop() { throw RenderError.interrupted }
    }

    /// The frame size for a scene, or an error when the scene cannot be drawn at that size.
    public static func frameSize(for scene: Scene) throws(RenderError) -> (width: Int, height: Int) {
        let w = scene.size.width, h = scene.size.height
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w == w.rounded(), h == h.rounded() else {
            throw RenderError.invalidCanvasSize(width: w, height: h)
        }
        guard w <= Double(maximumSide), h <= Double(maximumSide), w * h <= Double(InputLimits.framePixels) else {
            throw RenderError.canvasTooLarge(width: Int(w), height: Int(h), limit: maximumSide)
        }
        return (Int(w), Int(h))
    }

    /// Renders `scene` as it looks at `time` (seconds).
    public func render(_ scene: Scene, at time: Double) throws -> Frame {
        let (width, height) = try Self.frameSize(for: scene)
        var frame = Frame(uninitializedWidth: width, height: height)
        try render(scene.presentedLayers(at: time), background: scene.background, into: &frame)
        return frame
    }

    /// Draws already-presented layers over `background` into `frame`, replacing its pixels.
    public func render(_ layers: [Layer], background: Color, into frame: inout Frame) throws {
        try render(layers, background: background, into: &frame, skippingCoveredBackground: true)
    }

    /// `skippingCoveredBackground`: the background is not painted when the layers' first paint
    /// covers the whole frame opaquely (`firstPaintCovers`), which gives the same pixels.
    func render(_ layers: [Layer], background: Color, into frame: inout Frame, skippingCoveredBackground: Bool) throws {
        let bounds = DeviceRect(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height))
        let paintsBackground = !skippingCoveredBackground || !Self.firstPaintCovers(layers, width: frame.width, height: frame.height)
        try frame.withCairoContext { cr in
            if paintsBackground {
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            try draw(layers, visible: bounds, in: cr, operation: "draw the frame")
        }
    }

    /// Draws presented layers onto any Cairo context whose user space is the scene's (an image
    /// surface for frames, a PDF page for handouts): one drawing code for every surface.
    func draw(_ layers: [Layer], visible: DeviceRect, in cr: OpaquePointer, operation: String) throws {
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        let state = DrawState(visible: visible, isFlipped: false)
        for layer in Self.drawingOrder(layers) { try draw(layer, in: cr, state: state) }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Siblings back to front: by `zPosition`, array order among equals.
    public static func drawingOrder(_ layers: [Layer]) -> [Layer] {
        guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
        return layers.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }
}
