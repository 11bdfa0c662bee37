// The README's example: a curve that draws itself on while a number counts to 100 %.
import Foundation
import Reel

let output = CommandLine.arguments.dropFirst().first ?? "out/examples"
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)

let scene = try Scene(width: 480, height: 270, duration: 2) {
    try Layer.shape(svg: "M 40 190 C 160 30, 320 30, 440 190")
        .stroke(Color(hex: 0x00abf3), width: 6, cap: .round)
        .animate(\.strokeEnd, from: 0, to: 1, duration: 1.5, timing: .easeInEaseOut)
    try Layer.number(0, format: "%.0f%%", font: Font(family: "DejaVu Sans", size: 40, weight: .bold), alignment: .center)
        .frame(x: 140, y: 200, width: 200, height: 50)
        .animate(\.number, from: 0, to: 100, duration: 1.5, timing: .easeInEaseOut)
}

try Exporter.export(scene: scene, to: output + "/hello.mp4")
for time in [0.75, 2.0] {
    try Renderer().render(scene, at: time).pngData().write(to: URL(fileURLWithPath: output + "/hello-\(time)s.png"))
}
// The scene file `reel validate`, `reel preview` and `reel slides` read; written only once it
// reads back into the same scene.
try scene.writeSceneFile(to: output + "/hello.yaml")
print("wrote \(output)/hello.mp4 and hello.yaml")
