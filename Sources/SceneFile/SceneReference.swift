import Scene

/// The key tables of `docs/scene-format.md`, generated from the decoder's property tables like
/// the JSON Schema, so the reference lists every key the decoder accepts and no other.
public enum SceneReference {
    /// The marker lines around the generated part of the reference.
    public static let beginMarker = "<!-- BEGIN GENERATED KEY TABLES: edit Sources/SceneFile, then run `make docs` -->"
    /// The line after the generated part.
    public static let endMarker = "<!-- END GENERATED KEY TABLES -->"

    /// The generated tables, between and including the markers.
    public static var markdown: String {
        var sections: [String] = [beginMarker]
        sections.append(table("Scene (top level)", "The keys at the top of a scene file.", SceneProperties.all))
        sections.append(table("Every layer", "Keys every layer type accepts.", LayerProperties.common))
        for kind in LayerKind.all where !kind.properties.isEmpty {
            sections.append(table("`type: \(kind.name)`", kind.summary, kind.properties))
        }
        sections.append(animatableKeyPaths)
        sections.append(table("Transform parts", "The mapping form of a layer's `transform`.", TransformDraft.properties))
        sections.append(table("Every animation", "Keys every animation type accepts: the key path and `CAMediaTiming`.", AnimationProperties.common))
        for kind in AnimationKind.all where !kind.properties.isEmpty {
            sections.append(table("`type: \(kind.name)` animations", kind.summary, kind.properties))
        }
        sections.append(table("`sequence` blocks (in `timeline`)", "Steps played one after another; a step is an animation plus `layer: <id>`.",
            TimelineDecoder.sequenceProperties))
        sections.append(table("`stagger` blocks (in `timeline`)", "One animation on several layers, started at an interval.",
            TimelineDecoder.staggerProperties))
        sections.append(table("`audio` tracks", "A sound file placed on the scene's timeline; the tracks are mixed into one stereo stream.",
            AudioTrackDecoder.properties))
        sections.append(table("Slides (in `slides`)", "A pause point of a presentation (`reel slides`).", SlideDecoder.properties))
        sections.append(limitsTable)
        sections.append(endMarker)
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// `reference` with its generated part replaced by the current tables.
    public static func updating(_ reference: String) -> String? {
        guard let begin = reference.range(of: beginMarker), let end = reference.range(of: endMarker), begin.upperBound <= end.lowerBound else {
            return nil
        }
        var text = reference
        let generated = markdown
        text.replaceSubrange(begin.lowerBound..<end.upperBound, with: generated.dropLast())
        return text
    }

    private static func table<T>(_ title: String, _ summary: String, _ properties: [PropertyDefinition<T>]) -> String {
        // Registry keys know their default; tables of other keys have no such column.
        let hasDefaults = properties.contains { $0.defaultText != nil }
        var lines = ["### \(title)", "", summary, ""]
        lines += hasDefaults
            ? ["| key | value | default | meaning | example |", "|---|---|---|---|---|"]
            : ["| key | value | meaning | example |", "|---|---|---|---|"]
        for p in properties {
            let defaultColumn = hasDefaults ? " \(p.defaultText.map { "`\(escape($0))`" } ?? "") |" : ""
            lines.append("| `\(p.name)` | \(escape(p.valueSummary)) |\(defaultColumn) \(escape(p.summary)) | `\(p.name): \(escape(p.example))` |")
        }
        return lines.joined(separator: "\n")
    }

    /// Every key path animations may name, from the property registry.
    private static var animatableKeyPaths: String {
        var lines = [
            "### Animatable key paths", "",
            "What `keyPath` may name, with the value its `fromValue`, `toValue`, `byValue` and `values` take. Animation values are not held to a key's range: as in Core Animation, drawing clamps what it must (opacity, strokeEnd).", "",
            "| key path | value | layers | meaning |", "|---|---|---|---|",
        ]
        let groups = [("every layer", LayerType.common)] + LayerType.builtIn.map { ("`\($0.name)`", $0.properties) }
        for (layers, properties) in groups {
            for property in properties where property.animation != nil {
                let kind = property.unit == .angle ? "angle" : property.animation!.kind.name
                lines.append("| `\(property.name)` | \(kind) | \(layers) | \(escape(property.summary)) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `InputLimits`: what a scene may expand to, checked while decoding.
    private static var limitsTable: String {
        var lines = ["### Limits", "",
            "Bounds on what a scene may ask for, so that any file decodes and renders in bounded time and memory. "
                + "`reel validate` checks them while decoding, before any pixel is drawn, and reports the file, line and column.", "",
            "| limit | value | what counts |", "|---|---|---|"]
        for limit in InputLimits.all { lines.append("| \(limit.name) | \(limit.value) | \(escape(limit.summary)) |") }
        return lines.joined(separator: "\n")
    }

    private static func escape(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}
