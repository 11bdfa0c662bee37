extension Layer {
    /// Records `place` as where this layer and every sublayer and mask below it were made,
    /// keeping any place already known (an inner builder's, or a layer written on its own line):
    /// a chart's expansion points its bars at the chart's lines.
    public mutating func recordOrigin(_ place: SourcePlace) {
        if origin.layer == nil { origin.layer = place }
        for index in sublayers.indices { sublayers[index].recordOrigin(place) }
        if var masked = mask {
            masked.recordOrigin(place)
            mask = masked
        }
    }
}
