/// What drawing a layer inherits from its ancestors besides Cairo's transform and clip.
struct DrawState {
    /// The part of the frame that can still show (device space): the frame, narrowed by
    /// ancestors' `masksToBounds`. Offscreen work (shadows) stays inside it.
    var visible: DeviceRect
    /// Whether an odd number of ancestors flip their geometry: text and images are then
    /// turned upright again, as Core Animation draws layer contents.
    var isFlipped: Bool
}
