import Charts

extension LayerKind {
    /// Every chart layer type, each declared beside its chart's keys (`LayerKind+BarChart.swift`
    /// and the others): the scene format, the schema and the reference derive from this list.
    static let charts: [LayerKind] = [barChart, lineChart, gauge, pieChart, progressTrack, counterArc, areaChart, wave, liveLine, barRace, lineRace]
}
