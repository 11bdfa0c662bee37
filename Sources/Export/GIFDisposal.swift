import CFFmpeg

/// What a GIF viewer does with a frame's area before it draws the next frame, as written in
/// the frame's graphic control extension.
enum GIFDisposal: UInt8 {
    /// Leave the frame in place; the next frame draws over it.
    case keep = 1
    /// Clear the frame's area to transparent.
    case restoreToBackground = 2

    /// Rewrites the disposal of the frame in `packet`, one packet of FFmpeg's GIF encoder:
    /// the first starts with the file's header and global palette, every one then has its
    /// graphic control extension (21 F9 04 flags delay delay index 00) before the image.
    /// `transparentIndex` marks that palette entry transparent in the frame, which also makes
    /// decoders clear the frame's area to transparent rather than to the background colour.
    func apply(to packet: UnsafeMutablePointer<AVPacket>, transparentIndex: UInt8?) throws(ExportError) {
        guard let data = packet.pointee.data else { return }
        let size = Int(packet.pointee.size)
        var offset = 0
        if size >= 13, data[0] == 0x47, data[1] == 0x49, data[2] == 0x46 {  // "GIF"
            offset = 13
            if data[10] & 0x80 != 0 { offset += 3 << (Int(data[10] & 0x07) + 1) }
        }
        guard offset + 6 < size, data[offset] == 0x21, data[offset + 1] == 0xF9, data[offset + 2] == 0x04 else {
            throw ExportError.ffmpeg(operation: "set a GIF frame's disposal", message: "the encoder wrote no graphic control extension where expected")
        }
        // Bits 2–4 of the packed byte hold the disposal method, bit 0 whether a palette entry
        // is transparent.
        data[offset + 3] = data[offset + 3] & ~0x1C | rawValue << 2
        if let transparentIndex {
            data[offset + 3] |= 0x01
            data[offset + 6] = transparentIndex
        }
    }
}
