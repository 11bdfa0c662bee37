// A scripted, data-driven deck: every number, bar, line and label comes from Data/regions.csv,
// so editing the CSV and running this again makes the new video.
import Foundation
import Reel
import SwiftCSV

let output = CommandLine.arguments.dropFirst().first ?? "out/examples"
let dataFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Data/regions.csv").standardized.path
let regions = try Region.read(dataFile)

let theme = Theme()
let deck = SalesDeck(regions: regions, theme: theme)
let scene = try deck.scene()
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
try Exporter.export(scene: scene, to: output + "/sales-deck.mp4")
let renderer = Renderer()
for time in [1.5, 6.0, 12.5, 16.0] {
    try renderer.render(scene, at: time).pngData().write(to: URL(fileURLWithPath: output + "/sales-deck-\(time)s.png"))
}
try scene.writeSceneFile(to: output + "/sales-deck.yaml")
print("wrote \(output)/sales-deck.mp4 and sales-deck.yaml (\(scene.frameCount) frames) from \(regions.count) regions in \(dataFile)")
