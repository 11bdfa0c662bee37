/// How an image is placed in a layer's bounds (`CALayer.contentsGravity`).
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
    /// Stretched to fill the bounds.
    case resize
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    case resizeAspect
    /// Scaled to cover the bounds, keeping its aspect ratio, centred and cropped.
    case resizeAspectFill
    /// At its own size (one pixel per point), centred.
    case center
    case top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}
