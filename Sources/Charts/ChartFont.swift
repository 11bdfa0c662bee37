/// The charts' type: a modern UI face (Debian's `fonts-inter`) with DejaVu Sans for the
/// scripts it lacks and WenQuanYi Micro Hei for Chinese, Japanese and Korean, in Pango's
/// fallback order, so a name in any script is drawn.
public enum ChartFont {
    /// The family list every chart uses unless it is given a font.
    public static let family = "Inter, DejaVu Sans, WenQuanYi Micro Hei"
}
