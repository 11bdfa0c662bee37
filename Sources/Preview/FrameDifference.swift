import Foundation
import Render

/// Where two frames of one scene differ, and that part of a frame on its own: what a played
/// frame sends when the page already shows the frame before it (a chart's bars growing change a
/// few of a 1080p frame's two million pixels, and decoding the PNG is most of the page's work).
enum FrameDifference {
    /// The smallest rectangle holding every pixel where `frame` differs from `base` (same size),
    /// or `nil` when they are the same.
    static func changedRect(from base: Frame, to frame: Frame) -> PixelRect? {
        precondition(base.width == frame.width && base.height == frame.height && base.stride == frame.stride)
        let rowBytes = frame.width * 4
        return base.pixels.withUnsafeBytes { old in
            frame.pixels.withUnsafeBytes { new -> PixelRect? in
                let oldBase = old.baseAddress!, newBase = new.baseAddress!
                var top = -1, bottom = -1, left = frame.width, right = -1
                for y in 0..<frame.height {
                    let offset = y * frame.stride
                    guard memcmp(oldBase + offset, newBase + offset, rowBytes) != 0 else { continue }
                    if top < 0 { top = y }
                    bottom = y
                    // Only the columns not yet inside the rectangle need looking at.
                    let oldRow = (oldBase + offset).assumingMemoryBound(to: UInt32.self)
                    let newRow = (newBase + offset).assumingMemoryBound(to: UInt32.self)
                    var x = 0
                    while x < left, oldRow[x] == newRow[x] { x += 1 }
                    left = min(left, x)
                    var end = frame.width - 1
                    while end > right, oldRow[end] == newRow[end] { end -= 1 }
                    right = max(right, end)
                }
                guard top >= 0 else { return nil }
                return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }

    /// The pixels of `frame` inside `rect`, as a frame of that size.
    static func crop(_ frame: Frame, to rect: PixelRect) -> Frame {
        var part = Frame(width: rect.width, height: rect.height)
        let rowBytes = rect.width * 4
        frame.pixels.withUnsafeBytes { source in
            part.pixels.withUnsafeMutableBytes { target in
                for row in 0..<rect.height {
                    let from = (rect.y + row) * frame.stride + rect.x * 4
                    (target.baseAddress! + row * part.stride).copyMemory(from: source.baseAddress! + from, byteCount: rowBytes)
                }
            }
        }
        return part
    }
}
