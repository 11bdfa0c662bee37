import Foundation
import Testing
import TestSupport
@testable import SceneFile

/// Scene files in other encodings: UTF-16 and UTF-32 with a byte-order mark are read (YAML
/// allows them); anything else that is not UTF-8 is an error with its line and column.
@Suite struct SceneEncodingTests {
    static let text = "size: [64, 36]\nduration: 1\nlayers:\n  - {type: text, frame: [0, 0, 64, 36], string: \"café 百分比\"}\n"

    func load(_ data: Data) throws(SceneFileError) -> LoadedScene {
        let directory = TemporaryDirectory()
        let path = directory.file("scene.yaml")
        FileManager.default.createFile(atPath: path, contents: data)
        return try SceneDecoder.load(contentsOf: path, measuring: FixedTextMetrics())
    }

    @Test(arguments: [String.Encoding.utf16BigEndian, .utf16LittleEndian, .utf32BigEndian, .utf32LittleEndian, .utf8])
    func byteOrderMarkedTextIsRead(encoding: String.Encoding) throws {
        let marks: [String.Encoding: [UInt8]] = [
            .utf16BigEndian: [0xFE, 0xFF], .utf16LittleEndian: [0xFF, 0xFE], .utf32BigEndian: [0, 0, 0xFE, 0xFF],
            .utf32LittleEndian: [0xFF, 0xFE, 0, 0], .utf8: [0xEF, 0xBB, 0xBF],
        ]
        let data = Data(marks[encoding]!) + Self.text.data(using: encoding)!
        let scene = try load(data).scene
        guard case .text(let text) = scene.layers[0].content else { Issue.record("not a text layer"); return }
        #expect(text.string == "café 百分比")
    }

    @Test func aLatin1ByteIsReportedAtItsPosition() {
        var data = Data(Self.text.utf8)
        let offset = data.firstRange(of: Data("é".utf8))!
        data.replaceSubrange(offset, with: [0xE9])
        #expect {
            _ = try load(data)
        } throws: { error in
            let diagnostic = (error as? SceneFileError)?.diagnostics.first
            return diagnostic?.location.line == 4 && diagnostic?.location.column == 53
                && diagnostic?.message.contains("not UTF-8: byte 0xE9") == true && diagnostic?.fix?.contains("save the file as UTF-8") == true
        }
    }

    @Test func utf16WithoutAByteOrderMarkIsNamed() {
        #expect {
            _ = try load(Self.text.data(using: .utf16LittleEndian)!)
        } throws: { error in
            let diagnostic = (error as? SceneFileError)?.diagnostics.first
            return diagnostic?.location.line == 1 && diagnostic?.message.contains("UTF-16") == true
        }
    }

    /// The loaded scene lists every file it read, so that outputs can refuse to replace them.
    @Test func theInputFilesAreListed() throws {
        let directory = TemporaryDirectory()
        try "size: [10, 10]\nduration: 1\nlayers: [{frame: [0, 0, 1, 1], backgroundColor: red}]\n"
            .write(toFile: directory.file("part.yaml"), atomically: true, encoding: .utf8)
        try "a,b\n1,2\n".write(toFile: directory.file("d.csv"), atomically: true, encoding: .utf8)
        try """
            size: [64, 36]
            duration: 1
            layers:
              - include: part.yaml
              - {type: bar-chart, frame: [0, 0, 64, 36], data: d.csv, values: b, xLabels: a}
            """.write(toFile: directory.file("main.yaml"), atomically: true, encoding: .utf8)
        let loaded = try SceneDecoder.load(contentsOf: directory.file("main.yaml"), measuring: FixedTextMetrics())
        #expect(loaded.inputFiles == [directory.file("main.yaml"), directory.file("part.yaml"), directory.file("d.csv")])
    }
}
