/// How much colour resolution a YUV video keeps.
public enum ChromaSampling: String, Sendable, CaseIterable {
    /// 4:2:0 (`yuv420p`): what every player plays; needs even dimensions.
    case yuv420p
    /// 4:4:4 (`yuv444p`): sharp coloured edges and text; not every player decodes it.
    case yuv444p
}
