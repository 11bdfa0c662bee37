/// How `MediaProbe` turns a decoded YUV picture into RGB.
public enum DecodedFrameConversion: Sendable {
    /// swscale's accurate conversion (bicubic chroma, rounded), with the matrix the stream's
    /// tags name: the closest RGB to what was encoded.
    case accurate
    /// What Chromium shows for a BT.709 limited-range 4:2:0 video when it draws video frames in
    /// software (libyuv's `H420` conversion): each chroma sample for its 2×2 pixels, 6-bit
    /// fixed-point coefficients with the blue one clamped to 2.0 (128/64), truncated. A still of
    /// a video's frame made this way is the very pixels the browser showed for that frame (a
    /// deck's pause still), where `accurate` differs by up to 60 levels at coloured edges. Other
    /// pictures (4:4:4, full range, other matrices) fall back to `accurate`.
    case chromiumSoftware
}
