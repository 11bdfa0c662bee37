// A data story from Swift: twelve cities' populations over forty years, computed here (no file),
// as a bar race and then a line race of the same data. The charts are the ones behind
// `type: bar-race` and `type: line-race` in scene files.
import Foundation
import Reel

let output = CommandLine.arguments.dropFirst().first ?? "out/examples"
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)

/// A city that grows logistically from `start` towards `capacity` (millions) at `rate` a year,
/// so fast small cities overtake slow large ones and the ranking moves.
struct City {
    var name: String, start: Double, capacity: Double, rate: Double

    func population(inYear year: Int) -> Double {
        let grown = capacity / (1 + (capacity / start - 1) * exp(-rate * Double(year)))
        return (grown * 1_000_000).rounded()
    }
}

let cities = [
    City(name: "Aurora", start: 9.0, capacity: 12, rate: 0.02),
    City(name: "Brightwater", start: 2.0, capacity: 22, rate: 0.11),
    City(name: "Caldera", start: 6.5, capacity: 9, rate: 0.04),
    City(name: "Dunmore", start: 4.0, capacity: 16, rate: 0.07),
    City(name: "Eastport", start: 7.5, capacity: 10, rate: 0.015),
    City(name: "Fairhaven", start: 1.2, capacity: 18, rate: 0.13),
    City(name: "Glenrock", start: 5.0, capacity: 7, rate: 0.03),
    City(name: "Highmoor", start: 3.0, capacity: 14, rate: 0.09),
    City(name: "Ironbridge", start: 8.0, capacity: 8.5, rate: 0.01),
    City(name: "Juniper Bay", start: 0.8, capacity: 25, rate: 0.12),
    City(name: "Kestrel", start: 3.5, capacity: 6, rate: 0.05),
    City(name: "Lowell Cross", start: 2.5, capacity: 11, rate: 0.08),
]
let years = Array(stride(from: 1990, through: 2030, by: 2))
let data = RaceData(
    periods: years.map(String.init),
    columns: cities.map { city in (city.name, years.map { city.population(inYear: $0 - 1990) }) })

var story = RaceStory(data: data)
story.title = "The fastest-growing cities"
story.caption = "Simulated populations, logistic growth · computed in Swift"
story.periodDuration = 0.5
let storyLength = Double(years.count - 1) * story.periodDuration

// The line race starts where the bar race ends, after a one-second hold on the last year.
var lines = story
lines.startTime = storyLength + 1
let size = Size(width: 1280, height: 720)
let barRace = BarRace(story: story, top: 8, size: size)
let lineRace = LineRace(story: lines, highlight: ["Juniper Bay", "Fairhaven"], size: size)
let measurer = TextMeasurer()
for chart in [barRace as any Chart, lineRace] { try chart.validate() }

let scene = try Scene(width: size.width, height: size.height, duration: 2 * storyLength + 2) {
    try barRace.layer(measuring: measurer)
        .fadeOut(at: storyLength + 0.7, duration: 0.3)
    try lineRace.layer(measuring: measurer)
        .fadeIn(at: storyLength + 0.7, duration: 0.3)
}

try Exporter.export(scene: scene, to: output + "/city-race.mp4")
for (name, time) in [("bars-2010", 10 * story.periodDuration), ("lines-2030", 2 * storyLength + 1)] {
    try Renderer().render(scene, at: time).pngData().write(to: URL(fileURLWithPath: output + "/city-race-\(name).png"))
}
try scene.writeSceneFile(to: output + "/city-race.yaml")
print("wrote \(output)/city-race.mp4 and city-race.yaml")
