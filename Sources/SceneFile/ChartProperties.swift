import Animation
import Charts
import Scene

/// Key definitions the chart layer types share, each bound to one chart's property.
enum ChartProperties {
    typealias Definition = PropertyDefinition<LayerDraft>

    static func values(_ keyPath: WritableKeyPath<LayerDraft, [Double]> & Sendable, _ summary: String) -> Definition {
        .value("values", .oneOf([.list(.number(nil)), .text]), keyPath, example: "[30, 45, 44, 60, 95, 2, 8, 9]",
            summary + " A list, or the name of a column of the layer's `data` file.") { $0.dataNumbers() }
    }

    static func texts(_ name: String, _ keyPath: WritableKeyPath<LayerDraft, [String]> & Sendable, example: String, _ summary: String) -> Definition {
        .value(name, .oneOf([.list(.text), .text]), keyPath, example: example,
            summary + " A list, or the name of a column of the layer's `data` file.") { $0.dataTexts() }
    }

    static func time(_ name: String, _ keyPath: WritableKeyPath<LayerDraft, Double> & Sendable, example: String, _ summary: String) -> Definition {
        .number(name, .time(0...86_400), keyPath, example: example, summary)
    }

    /// `data: sales.csv`: the file whose columns the layer's lists may name.
    static let data = Definition("data", .text, example: "sales.csv",
        "A .csv (with a header row) or .json file next to the scene; `values`, labels and other lists may then name its columns, so the video can be rendered again when the data changes.") {
        reader, _ in
        guard let name = reader.string() else { return false }
        // Listed even when missing: a preview watching the inputs decodes again once it appears.
        reader.context.inputFiles.add(reader.context.resolve(name))
        do throws(DataTable.Problem) {
            reader.context.dataTable = try DataTable.read(reader.context.resolve(name), file: name)
            return true
        } catch {
            reader.report(error.message, fix: error.fix)
            reader.context.dataFileFailed = true
            return false
        }
    }

    static func startTime(_ keyPath: WritableKeyPath<LayerDraft, Double> & Sendable) -> Definition {
        .number("startTime", .time(-86_400...86_400), keyPath, example: "0.5s", "When the chart's animation starts, in scene time.")
    }

    static func timing(_ keyPath: WritableKeyPath<LayerDraft, TimingFunction> & Sendable, _ summary: String) -> Definition {
        .value("timingFunction", .timingFunction, keyPath, example: "easeOut", summary) { $0.timingFunction() }
    }

    static func integer(_ name: String, _ range: ClosedRange<Int>, _ keyPath: WritableKeyPath<LayerDraft, Int> & Sendable, example: String, _ summary: String) -> Definition {
        .value(name, .integer(range), keyPath, example: example, summary) { $0.integer(in: range) }
    }

    static func size(_ name: String, _ keyPath: WritableKeyPath<LayerDraft, Double> & Sendable, example: String, _ summary: String) -> Definition {
        .number(name, .number(0...100_000), keyPath, example: example, summary)
    }
}
