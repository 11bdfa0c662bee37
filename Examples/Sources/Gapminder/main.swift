// A bubble race from Swift: forty invented countries' income, life expectancy and population
// over sixty years, computed here (no file), Gapminder-style: income on a log axis, bubble area
// by population, one colour per region. The chart is the one behind `type: bubble-race`
// (scenes/gapminder.yaml shows the same kind of story from a CSV file).
import Foundation
import Reel

let output = CommandLine.arguments.dropFirst().first ?? "out/examples"
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)

/// An invented country: income grows along an S-curve that takes off in `takeoff`, life
/// expectancy follows income (a Preston curve), the population grows by `growth` a year.
struct Country {
    var name: String, region: String, income: Double, takeoff: Double, population: Double, growth: Double

    func row(year: Int) -> BubbleData.Row {
        let t = Double(year - 1960)
        let boom = 1 / (1 + exp(-(Double(year) - takeoff) / 5))
        let income = (self.income * exp(0.012 * t + 2.2 * boom)).rounded()
        let life = 86 - 58 * exp(-income / 5000) - 6 * exp(-t / 25)
        return BubbleData.Row(period: String(year), name: name, x: income, y: (life * 10).rounded() / 10,
            size: (population * exp(growth * t)).rounded(), group: region)
    }
}

let regions = ["Northland", "Southern Isles", "Eastern Plains", "Western Coast"]
let syllables = ["ar", "bel", "cor", "dun", "el", "fa", "gor", "hal", "is", "jun", "kel", "lor"]
let middles = ["ra", "no", "ve", "ti"], endings = ["ia", "and", "or", "esh"]
var countries: [Country] = []
for i in 0..<40 {
    // A fixed, reproducible variety: every number comes from the country's index.
    // Unique: the first two syllables say the index.
    let name = (syllables[i % 12] + middles[i / 12] + endings[(i * 7) % 4]).capitalized
    let u = Double((i * 37) % 40) / 40, v = Double((i * 23) % 40) / 40
    countries.append(Country(name: name, region: regions[i % 4],
        income: 400 + 4000 * u * u, takeoff: 1965 + 40 * v, population: 2e6 + 9e7 * v * v * u, growth: 0.005 + 0.02 * u))
}
let years = Array(1960...2020)
let data = try BubbleData(rows: years.flatMap { year in countries.map { $0.row(year: year) } })

var story = RaceStory()
story.title = "Sixty years of health and wealth"
story.caption = "Invented countries, computed in Swift · bubble area is population"
story.periodDuration = 0.2
story.startTime = 0.5
let size = Size(width: 1280, height: 720)
var race = BubbleRace(data: data, story: story, xScale: .log, xTitle: "Income per person ($)", yTitle: "Life expectancy (years)",
    highlight: [countries[0].name, countries[7].name], trails: .highlighted, size: size)
race.xFormat = try NumberFormat("$%'.0f")
try race.validate()

let scene = try Scene(width: size.width, height: size.height, duration: story.time(ofPeriod: years.count - 1) + 1.5) {
    try race.layer(measuring: TextMeasurer())
}
try Exporter.export(scene: scene, to: output + "/gapminder.mp4")
for year in [1960, 1990, 2020] {
    let time = story.time(ofPeriod: year - 1960)
    try Renderer().render(scene, at: time).pngData().write(to: URL(fileURLWithPath: output + "/gapminder-\(year).png"))
}
// Written only if it reads back as the same scene, so `reel validate|preview` see what Swift built.
try scene.writeSceneFile(to: output + "/gapminder.yaml")
print("wrote \(output)/gapminder.mp4 and gapminder.yaml")
