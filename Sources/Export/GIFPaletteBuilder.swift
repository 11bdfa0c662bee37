import CImageQuant
import Render
import Synchronization

/// The first pass of a GIF with one palette: collects every frame's colours into a
/// libimagequant histogram and quantizes it to one palette for the whole animation. Keeps the
/// frames too, packed, while they fit in `keepingBudget` bytes, so that the mapping pass need
/// not draw them again.
final class GIFPaletteBuilder: FrameSink {
    private let attributes: QuantizerAttributes
    private let histogram: OpaquePointer
    private let keepsAlpha: Bool
    private var lastImage: StraightImage?
    private let keepingBudget: Int
    private let keeping = KeepingSwitch()
    /// Every frame, packed, once `finish` has run; `nil` when they did not fit the budget.
    private(set) var keptFrames: KeptFrames? = KeptFrames()
    /// The palette, once `finish` has run.
    private(set) var palette: GIFPalette?

    init(quality: ExportQuality, keepsAlpha: Bool, keepingBudget: Int) throws(ExportError) {
        self.keepingBudget = keepingBudget
        // 255 colours leave one index free, which FFmpeg's GIF encoder uses to mark pixels
        // unchanged since the previous frame (so it stores only what changed).
        attributes = try QuantizerAttributes(maximumColors: 255, speed: QuantizerAttributes.speed(for: quality))
        guard let histogram = liq_histogram_create(attributes.handle) else {
            throw ExportError.ffmpeg(operation: "set up a libimagequant histogram", message: "out of memory")
        }
        self.histogram = histogram
        self.keepsAlpha = keepsAlpha
    }

    deinit { liq_histogram_destroy(histogram) }

    func makePreparer() throws -> StraightImagePreparer { StraightImagePreparer(keepsAlpha: keepsAlpha, keeping: keeping) }

    func write(_ sample: PaletteSample) throws {
        let image = sample.image
        // A hold adds nothing new to the palette, and is kept as a repeat.
        guard image != lastImage else {
            keptFrames?.repeatLast()
            return
        }
        lastImage = image
        if let kept = keptFrames {
            if let packed = sample.packed, kept.byteCount + packed.byteCount <= keepingBudget {
                kept.append(packed)
            } else {
                keptFrames = nil
                keeping.stop()
            }
        }
        try image.pixels.withUnsafeBufferPointer { pixels throws(ExportError) in
            guard let liqImage = liq_image_create_rgba(attributes.handle, pixels.baseAddress!, Int32(image.width), Int32(image.height), 0) else {
                throw ExportError.ffmpeg(operation: "hand a frame to libimagequant", message: "liq_image_create_rgba failed")
            }
            defer { liq_image_destroy(liqImage) }
            let status = liq_histogram_add_image(histogram, attributes.handle, liqImage)
            guard status == LIQ_OK else {
                throw ExportError.ffmpeg(operation: "collect GIF colours", message: "libimagequant error \(status.rawValue)")
            }
        }
    }

    func finish() throws {
        var result: OpaquePointer?
        let status = liq_histogram_quantize(histogram, attributes.handle, &result)
        guard status == LIQ_OK, let result else {
            throw ExportError.ffmpeg(operation: "choose the GIF palette", message: "libimagequant error \(status.rawValue)")
        }
        defer { liq_result_destroy(result) }
        palette = GIFPalette(liq_get_palette(result))
    }

    func cancel() {}
}

/// A frame for the palette pass: straight RGBA with binary alpha, as GIF stores them, and the
/// same packed while the builder keeps frames.
struct PaletteSample: Sendable {
    let image: StraightImage
    let packed: PackedImage?
}

/// Converts frames into palette samples, packing them on the render worker.
struct StraightImagePreparer: FramePreparer {
    let keepsAlpha: Bool
    let keeping: KeepingSwitch

    func prepare(_ frame: Frame) throws -> PaletteSample {
        let image = StraightImage(frame, binaryAlpha: true, opaque: !keepsAlpha)
        return PaletteSample(image: image, packed: keeping.isOn ? PackedImage(image) : nil)
    }
}

/// Whether the palette pass still keeps frames, shared by its workers.
final class KeepingSwitch: Sendable {
    private let off = Mutex(false)
    var isOn: Bool { !off.withLock { $0 } }
    func stop() { off.withLock { $0 = true } }
}

/// A GIF's frames kept by its palette pass: each different image once, packed, and for every
/// frame in order the image it shows.
final class KeptFrames {
    private(set) var images: [PackedImage] = []
    /// For each frame, its index in `images`.
    private(set) var sequence: [Int] = []
    private(set) var byteCount = 0

    func append(_ image: PackedImage) {
        images.append(image)
        sequence.append(images.count - 1)
        byteCount += image.byteCount
    }

    func repeatLast() {
        if let last = sequence.last { sequence.append(last) }
    }
}
