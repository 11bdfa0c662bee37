// The README's deck: three slides timed from their own starts, music under them and a chime
// on the last, written as a video, a self-contained HTML deck, a PDF handout with the notes,
// and the scene file `reel validate`, `reel preview` and `reel slides` read.
import Foundation
import Reel

let output = CommandLine.arguments.dropFirst().first ?? "out/examples"
let sounds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../scenes/sounds").standardized.path
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
let measurer = TextMeasurer()
let title = Font(family: "DejaVu Sans", size: 44, weight: .bold)

var show = SlideShow(width: 1280, height: 720, background: Color(named: "whitesmoke")!)
show.sound(AudioTrack(file: sounds + "/pad.wav", volume: 0.5, fadeOut: 1, loop: true))
try show.slide("Sales", lasting: 4, notes: "Q3 was the best quarter.", transition: 0.4) {
    Layer.text("Sales by quarter", font: title).frame(x: 80, y: 50, width: 1120, height: 60)
    try BarChart(values: [120, 180, 240, 205], xLabels: ["Q1", "Q2", "Q3", "Q4"])
        .set(\.incrementValue, 50)
        .set(\.barColor, Color(named: "steelblue")!)
        .frame(Rect(x: 240, y: 140, width: 800, height: 520))
        .layer(measuring: measurer)
}
try show.slide("Trend", lasting: 4, notes: "Growth slowed in Q4.", transition: 0.4) {
    Layer.text("Revenue trend", font: title).frame(x: 80, y: 50, width: 1120, height: 60)
    try Layer.shape(svg: "M 160 600 L 480 480 L 800 300 L 1120 360")
        .stroke(Color(named: "darkorange")!, width: 8, cap: .round, join: .round)
        .animate(\.strokeEnd, from: 0, to: 1, at: 0.3, duration: 2, timing: .easeInEaseOut)
}
show.sound(AudioTrack(file: sounds + "/chime.wav"), offset: 0.2)
try show.slide("Total", lasting: 3, notes: "745 k in the year.") {
    try Layer.number(745, format: "%.0f k", font: Font(family: "DejaVu Sans", size: 120, weight: .bold), alignment: .center)
        .frame(x: 240, y: 260, width: 800, height: 160)
        .animate(\.number, from: 0, to: 745, duration: 1.5, timing: .easeOut)
}
let scene = show.scene

let deck = try SlideDeck(scene: scene)
try Exporter.export(scene: scene, to: output + "/deck.mp4")
_ = try DeckWriter(deck: deck, title: "Sales review").writeSingleFile(to: output + "/deck.html")
try HandoutWriter(deck: deck, includesNotes: true, title: "Sales review").write(to: output + "/deck.pdf")
// Written only once it reads back into the same scene.
try scene.writeSceneFile(to: output + "/deck.yaml")
print("wrote \(output)/deck.mp4, deck.html, deck.pdf and deck.yaml (\(deck.slides.count) slides)")
