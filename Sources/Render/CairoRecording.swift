import CCairo
import Scene

/// An unbounded Cairo recording surface in frame (device) coordinates: drawing is captured as
/// commands, measured, and replayed where it is composited. Layers that need isolation (group
/// opacity, masks, shadows) draw into one, so no full-frame offscreen buffer is ever allocated.
final class CairoRecording {
    let surface: OpaquePointer
    let context: OpaquePointer

    /// A recording whose context starts with `matrix` as its user-to-device transform.
    init(matrix: cairo_matrix_t) {
        surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
        context = cairo_create(surface)
        var m = matrix
        cairo_set_matrix(context, &m)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_GRAY)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Cairo's error, if drawing put the recording's context into an error state.
    var status: cairo_status_t { cairo_status(context) }

    /// The device-space box of everything drawn (pixel-aligned), or `nil` when nothing was.
    lazy var inkExtents: DeviceRect? = {
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(surface, &x, &y, &w, &h)
        guard w > 0, h > 0, x.isFinite, y.isFinite, w.isFinite, h.isFinite else { return nil }
        return DeviceRect(x: x, y: y, width: w, height: h).roundedOut
    }()

    /// Paints the recording onto `cr` with `alpha`, limited to `limit` (device space).
    func paint(onto cr: OpaquePointer, alpha: Double, within limit: DeviceRect) {
        guard let area = inkExtents?.intersection(limit) else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, area.x, area.y, area.width, area.height)
        cairo_clip(cr)
        cairo_set_source_surface(cr, surface, 0, 0)
        if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, alpha) }
        cairo_restore(cr)
    }

    /// This recording shown through `mask`'s alpha.
    func masked(by mask: CairoRecording) -> CairoRecording {
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        let result = CairoRecording(matrix: identity)
        guard let mine = inkExtents, let theirs = mask.inkExtents, let area = mine.intersection(theirs) else { return result }
        let cr = result.context
        cairo_rectangle(cr, area.x, area.y, area.width, area.height)
        cairo_clip(cr)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        return result
    }
}
