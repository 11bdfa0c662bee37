import Reel

/// The deck's look: a dark slate background, white titles, one colour per region.
struct Theme {
    let background = Color(hex: 0x0f172a)
    let title = Color.white
    let muted = Color(hex: 0x94a3b8)
    let grid = Color(hex: 0x334155)
    let palette: [Color] = [0x38bdf8, 0xf472b6, 0xa3e635, 0xfbbf24, 0xc084fc, 0x2dd4bf].map { Color(hex: $0) }

    func font(_ size: Double, bold: Bool = false) -> Font {
        Font(family: "DejaVu Sans", size: size, weight: bold ? .bold : .regular)
    }

    func color(_ index: Int) -> Color { palette[index % palette.count] }
}
