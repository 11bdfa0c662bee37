import Export
import Output
import Render
import Scene

/// Writes a PDF handout: one page per slide showing the frame it pauses on, drawn as vectors
/// through Cairo's PDF surface by the same renderer as frames (text stays text), optionally with
/// the slide's title and notes under it.
public struct HandoutWriter {
    /// The deck to draw.
    public var deck: SlideDeck
    /// Whether each page carries the slide's title and notes under the picture.
    public var includesNotes: Bool
    /// The PDF's title (metadata); the scene file's name by default.
    public var title: String?

    /// The notes' typeface: installed with Reel (fonts-dejavu-core), with fontconfig's fallback
    /// for scripts it lacks.
    static let notesFamily = "DejaVu Sans"
    static let notesColor = Color(red: 0.2, green: 0.2, blue: 0.22)

    /// A writer of `deck`'s handout, with the notes under each slide when `includesNotes`.
    public init(deck: SlideDeck, includesNotes: Bool = false, title: String? = nil) {
        self.deck = deck
        self.includesNotes = includesNotes
        self.title = title
    }

    /// Writes the handout to `path`; on failure no file (partial or temporary) is left.
    public func write(to path: String) throws {
        let file = try AtomicFile(target: path)
        do {
            let renderer = Renderer()
            let pages = try self.pages(measuring: renderer)
            let document = try PDFDocument(path: file.temporaryPath, title: title)
            for page in pages {
                if InterruptFlag.shared.isSet { throw ExportError.interrupted }
                try renderer.renderPage(page.layers, background: .white, size: page.size, into: document, bookmark: page.bookmark)
            }
            try document.finish()
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// One page's layers: the slide's pause frame clipped to the canvas, then its notes.
    struct Page {
        var layers: [Layer]
        var size: Size
        var bookmark: String
    }

    /// Every page, all the same size: the canvas, plus room for the longest notes. A canvas too
    /// narrow for readable notes is centred on a wider page.
    func pages(measuring measurer: any TextMeasuring) throws -> [Page] {
        let scene = deck.scene
        let width = scene.size.width, height = scene.size.height
        let fontSize = max(10, (width / 48).rounded())
        let margin = fontSize * 1.5
        let pageWidth = includesNotes ? max(width, fontSize * 32 + 2 * margin) : width
        let textWidth = pageWidth - 2 * margin
        let titleFont = Font(family: Self.notesFamily, size: fontSize * 1.15, weight: .bold)
        let notesFont = Font(family: Self.notesFamily, size: fontSize)
        var notesHeight = 0.0
        var titleHeights: [Double] = []
        if includesNotes {
            for slide in deck.slides {
                let titleHeight = try measurer.size(of: heading(of: slide), font: titleFont, wrapWidth: textWidth).height
                let bodyHeight = try slide.notes.map { try measurer.size(of: $0, font: notesFont, wrapWidth: textWidth).height } ?? 0
                titleHeights.append(titleHeight)
                notesHeight = max(notesHeight, titleHeight + fontSize * 0.6 + bodyHeight)
            }
            notesHeight += 2 * margin
        }
        return deck.slides.enumerated().map { index, slide in
            var canvas = Layer(backgroundColor: scene.background, sublayers: scene.presentedLayers(at: deck.pauseTime(of: slide)))
            canvas.frame = Rect(x: (pageWidth - width) / 2, y: 0, width: width, height: height)
            canvas.masksToBounds = true
            var layers = [canvas]
            if includesNotes {
                let titleHeight = titleHeights[index]
                layers.append(textLayer(heading(of: slide), font: titleFont, frame: Rect(x: margin, y: height + margin, width: textWidth, height: titleHeight)))
                if let notes = slide.notes {
                    let top = height + margin + titleHeight + fontSize * 0.6
                    layers.append(textLayer(notes, font: notesFont, frame: Rect(x: margin, y: top, width: textWidth, height: height + notesHeight - top)))
                }
            }
            return Page(layers: layers, size: Size(width: pageWidth, height: height + notesHeight), bookmark: bookmark(of: slide))
        }
    }

    private func heading(of slide: DeckSlide) -> String {
        "\(slide.number). " + (slide.title ?? "Slide \(slide.number)")
    }

    private func bookmark(of slide: DeckSlide) -> String {
        slide.title ?? "Slide \(slide.number)"
    }

    private func textLayer(_ string: String, font: Font, frame: Rect) -> Layer {
        var layer = Layer(content: .text(TextContent(string: string, font: font, color: Self.notesColor, isWrapped: true)))
        layer.frame = frame
        return layer
    }
}
