import Foundation
import Render
import SceneFile
import Scene

/// Small scenes with slides for the deck and handout tests.
enum SlideScenes {
    /// Three slides of 64×36 at 10 fps: a bar that grows (slide 1), a label that fades in over a
    /// teal background (slide 2), a looping square (slide 3).
    static let threeSlides = """
        size: [64, 36]
        fps: 10
        duration: 2.5
        background: "#ffffff"
        slides:
          - {at: 0s, title: Growth, notes: "The bar grows."}
          - {at: 1s, title: Label, notes: "Teal, then the word Hello."}
          - {at: 2s, title: Spin, loop: true}
        layers:
          - type: shape
            path: "M 4 18 L 60 18"
            strokeColor: "#d62728"
            lineWidth: 8
            animations:
              - {keyPath: strokeEnd, fromValue: 0, toValue: 1, duration: 0.9s, fillMode: both}
              - {keyPath: opacity, fromValue: 1, toValue: 0, beginTime: 1s, duration: 0.1s, fillMode: forwards}
          - type: text
            frame: [0, 8, 64, 20]
            string: Hello
            fontSize: 14
            font: DejaVu Sans
            alignmentMode: center
            foregroundColor: "#ffffff"
            backgroundColor: "#1f9e89"
            opacity: 0
            animations:
              - {keyPath: opacity, fromValue: 0, toValue: 1, beginTime: 1s, duration: 0.5s, fillMode: both}
              - {keyPath: opacity, fromValue: 1, toValue: 0, beginTime: 2s, duration: 0.1s, fillMode: forwards}
          - type: shape
            path: "M -6 -6 L 6 -6 L 6 6 L -6 6 Z"
            position: [32, 18]
            fillColor: "#2ca02c"
            opacity: 0
            animations:
              - {keyPath: opacity, fromValue: 0, toValue: 1, beginTime: 2s, duration: 0.1s, fillMode: both}
              - {keyPath: transform.rotation.z, fromValue: 0, toValue: 1.5708, beginTime: 2s, duration: 0.5s}
        """

    static func decode(_ yaml: String) throws -> Scene {
        try SceneDecoder.decode(yaml: yaml, file: "slides.yaml", measuring: TextMeasurer())
    }
}
