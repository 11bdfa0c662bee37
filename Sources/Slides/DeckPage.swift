/// The deck's `index.html`: the stage, the manifest and the player, all inline, so the page
/// needs no network, no build step and no other script.
enum DeckPage {
    /// The marker that tells a directory is a deck `reel slides` wrote (and may replace).
    static let generator = "Reel slides"

    static func html(_ manifest: DeckManifest) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="generator" content="\(generator)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(manifest.title))</title>
        <style>
        \(DeckPlayerStyle.css)
        </style>
        </head>
        <body>
        <div id="deck" data-slide="1" data-state="playing" data-slides="\(manifest.slides.count)" tabindex="-1">
        <div id="stage" style="width: \(manifest.width)px; height: \(manifest.height)px; background: \(manifest.background)"></div>
        </div>
        <script type="application/json" id="deck-data">\(manifest.scriptText)</script>
        <script type="text/plain" id="speaker-style">\(DeckPlayerStyle.speakerCSS)</script>
        <script>
        \(DeckPlayerScript.javaScript)
        </script>
        </body>
        </html>

        """
    }

    /// Text safe inside HTML elements and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
