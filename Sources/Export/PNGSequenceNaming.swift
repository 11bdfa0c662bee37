/// The one numbering of every PNG sequence Reel writes, by `reel render` or `reel frames`:
/// `name_00042.png` is frame 42, at 42 / fps, counted from 0 like `--frame 42` and
/// `--range 42f..`, zero-padded to five digits or to the scene's last frame number if longer.
public enum PNGSequenceNaming {
    /// The file name of frame `n` of a scene of `frameCount` frames.
    public static func fileName(prefix: String, frame n: Int, frameCount: Int) -> String {
        let digits = max(5, String(max(frameCount - 1, 0)).count)
        let number = String(n)
        return prefix + "_" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }
}
