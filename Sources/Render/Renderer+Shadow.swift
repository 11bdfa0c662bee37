import CCairo
import Scene

extension Renderer {
    /// Draws the shadow of `composite` (or of the shadow path) under where it will be painted.
    ///
    /// The offset keeps its on-screen direction (x right, y down, as UIKit) and, like the blur
    /// radius, scales with the layer's transform. The blur is a Gaussian with σ = radius / 2,
    /// computed on an 8-bit alpha buffer just large enough for the visible part. With
    /// `masksToBounds` the shadow is clipped to the bounds like everything else.
    func drawShadow(_ shadow: ShadowStyle, of composite: CairoRecording, layer: Layer, in cr: OpaquePointer, state: DrawState) throws {
        try drawShadow(shadow, casterExtents: composite.inkExtents, layer: layer, in: cr, state: state) { acr, area in
            cairo_set_source_surface(acr, composite.surface, -area.x, -area.y)
            cairo_paint(acr)
        }
    }

    /// The widest shadow blur drawn, in device pixels (σ; `shadowRadius` is 2σ).
    static let maximumShadowSigma = 128.0

    /// Draws a shadow whose caster `paintCaster` draws into an alpha context whose device
    /// origin is at `area`'s top-left (the context starts with the identity transform).
    func drawShadow(
        _ shadow: ShadowStyle, casterExtents: DeviceRect?, layer: Layer, in cr: OpaquePointer, state: DrawState,
        paintCaster: (OpaquePointer, DeviceRect) throws -> Void
    ) throws {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        let dx = shadow.offset.width * scale, dy = shadow.offset.height * scale
        // The blur is a direct convolution whose cost grows with σ: past `maximumShadowSigma`
        // device pixels a shadow is a uniform haze anyway, and an unbounded radius would take
        // minutes and gigabytes per frame.
        let sigma = min(shadow.radius * scale / 2, Self.maximumShadowSigma)
        let margin = (3 * sigma).rounded(.up) + 1
        let caster: DeviceRect?
        if let path = shadow.path, let box = path.controlPointBounds {
            caster = deviceBox(of: box, in: cr)
        } else {
            caster = casterExtents
        }
        // The part of the caster whose blurred, offset image can reach the visible area.
        guard let source = caster?.insetBy(-margin),
            let rough = source.intersection(state.visible.offsetBy(dx: -dx, dy: -dy).insetBy(-margin))?.roundedOut,
            rough.width <= 32768, rough.height <= 32768
        else { return }
        // The alpha buffer lands on whole pixels (an integer translation composites fast; a
        // fractional one would resample it): the offset's fraction moves the caster instead.
        let targetX = (rough.x + dx).rounded(.down), targetY = (rough.y + dy).rounded(.down)
        let area = DeviceRect(x: targetX - dx, y: targetY - dy, width: rough.width + 1, height: rough.height + 1)
        let width = Int32(area.width), height = Int32(area.height)
        let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)
        defer { cairo_surface_destroy(alpha) }
        guard cairo_surface_status(alpha) == CAIRO_STATUS_SUCCESS else { return }
        let acr = cairo_create(alpha)!
        cairo_set_antialias(acr, CAIRO_ANTIALIAS_GRAY)
        if let path = shadow.path {
            cairo_translate(acr, -area.x, -area.y)
            cairo_transform(acr, &m)
            path.add(to: acr)
            cairo_set_source_rgba(acr, 0, 0, 0, 1)
            cairo_fill(acr)
        } else {
            do { try paintCaster(acr, area) } catch { cairo_destroy(acr); throw error }
        }
        cairo_destroy(acr)
        cairo_surface_flush(alpha)
        if sigma >= 0.05 {
            try GaussianBlur(sigma: sigma).apply(
                to: cairo_image_surface_get_data(alpha)!, width: Int(width), height: Int(height),
                stride: Int(cairo_image_surface_get_stride(alpha)), checkInterrupt: checkInterrupt)
            cairo_surface_mark_dirty(alpha)
        }
        cairo_save(cr)
        if layer.masksToBounds {
            // As Core Animation: clipping to the bounds clips the shadow too.
            Path.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius).add(to: cr)
            cairo_clip(cr)
        }
        cairo_identity_matrix(cr)
        let v = state.visible
        cairo_rectangle(cr, v.x, v.y, v.width, v.height)
        cairo_clip(cr)
        setSource(shadow.color, alpha: 1, in: cr)
        cairo_mask_surface(cr, alpha, targetX, targetY)
        cairo_restore(cr)
    }
}
