import CCairo
import Foundation
import Scene

/// A PDF file drawn page by page through Cairo's PDF surface: shapes stay vectors and text stays
/// text (selectable and searchable). The renderer draws onto its pages with the same code that
/// draws frames (`Renderer.renderPage`).
public final class PDFDocument {
    let surface: OpaquePointer
    private var pageCount = 0
    private var isFinished = false

    /// Starts a PDF at `path`, titled `title` in its metadata; the file is complete after `finish()`.
    public init(path: String, title: String?) throws(RenderError) {
        surface = cairo_pdf_surface_create(path, 1, 1)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(operation: "create the PDF \(path)", status: String(cString: cairo_status_to_string(status)))
        }
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Reel")
        // No creation date: the same scene gives the same bytes (Cairo stamps the time otherwise).
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Runs `body` with a context on a new page of `size` points, then ends the page. With a
    /// `bookmark`, the page appears under that name in the PDF's outline.
    func withPage(size: Size, bookmark: String?, _ body: (OpaquePointer) throws -> Void) throws {
        cairo_pdf_surface_set_size(surface, size.width, size.height)
        pageCount += 1
        if let bookmark {
            cairo_pdf_surface_add_outline(surface, Int32(CAIRO_PDF_OUTLINE_ROOT), bookmark, "page=\(pageCount)", CAIRO_PDF_OUTLINE_FLAG_OPEN)
        }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        try body(cr)
        cairo_show_page(cr)
    }

    /// Writes the rest of the file and closes it.
    public func finish() throws(RenderError) {
        guard !isFinished else { return }
        isFinished = true
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(operation: "write the PDF", status: String(cString: cairo_status_to_string(status)))
        }
    }
}

extension Renderer {
    /// Draws presented layers over `background` as a new page of `document`, `size` points
    /// large (one point per scene pixel), with the same drawing code as a frame.
    public func renderPage(_ layers: [Layer], background: Color, size: Size, into document: PDFDocument, bookmark: String? = nil) throws {
        try document.withPage(size: size, bookmark: bookmark) { cr in
            if background.alpha > 0 {
                cairo_rectangle(cr, 0, 0, size.width, size.height)
                cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
                cairo_fill(cr)
            }
            let visible = DeviceRect(x: 0, y: 0, width: size.width.rounded(.up), height: size.height.rounded(.up))
            try draw(layers, visible: visible, in: cr, operation: "draw a PDF page")
        }
    }
}
