import CCairo

/// A decoded image as a Cairo ARGB32 surface, owned and freed here.
final class CairoImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// Takes ownership of `surface`.
    init(surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }
}
