extension Color {
    /// The colour `0xRRGGBB` (as CSS writes `#rrggbb`) at `alpha`: `Color(hex: 0x00abf3)`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red8: Int(hex >> 16 & 0xff), green8: Int(hex >> 8 & 0xff), blue8: Int(hex & 0xff), alpha: alpha)
    }
}
