import Animation
import Foundation
import Lottie
import Scene
import Testing
import TestSupport
import ZIPFoundation
@testable import LottieImport

/// The dotLottie reader: zip archives written by ZIPFoundation (as `reel` writes .lottie files)
/// and by Python's zipfile (stored entries, and deflate streams of stored, fixed and dynamic
/// blocks) read back byte for byte; a damaged archive is an error, never a crash.
@Suite struct ZipReaderTests {
    /// The animation in the Python-written fixture.
    static let fixtureText = "{\"v\":\"5.7.0\",\"layers\":[" + (0..<40).map { "{\"nm\":\"layer \($0)\",\"ty\":4}" }.joined(separator: ",") + "]}"

    /// Python's zipfile: manifest.json stored; animations/a.json deflated at level 0 (stored
    /// blocks), b.json at level 9 (a dynamic block), c.json "{}" (a fixed block).
    static let pythonArchive = Data(base64Encoded: """
        UEsDBBQAAAAAAAAAIQAjt5jtGwAAABsAAAANAAAAbWFuaWZlc3QuanNvbnsiYW5pbWF0aW9ucyI6W3siaWQiOiJiIn1dfVBLAwQUAAAACADXOn
        pdDhc5+fsDAAD2AwAAEQAAAGFuaW1hdGlvbnMvYS5qc29uAfYDCfx7InYiOiI1LjcuMCIsImxheWVycyI6W3sibm0iOiJsYXllciAwIiwidHki
        OjR9LHsibm0iOiJsYXllciAxIiwidHkiOjR9LHsibm0iOiJsYXllciAyIiwidHkiOjR9LHsibm0iOiJsYXllciAzIiwidHkiOjR9LHsibm0iOi
        JsYXllciA0IiwidHkiOjR9LHsibm0iOiJsYXllciA1IiwidHkiOjR9LHsibm0iOiJsYXllciA2IiwidHkiOjR9LHsibm0iOiJsYXllciA3Iiwi
        dHkiOjR9LHsibm0iOiJsYXllciA4IiwidHkiOjR9LHsibm0iOiJsYXllciA5IiwidHkiOjR9LHsibm0iOiJsYXllciAxMCIsInR5Ijo0fSx7Im
        5tIjoibGF5ZXIgMTEiLCJ0eSI6NH0seyJubSI6ImxheWVyIDEyIiwidHkiOjR9LHsibm0iOiJsYXllciAxMyIsInR5Ijo0fSx7Im5tIjoibGF5
        ZXIgMTQiLCJ0eSI6NH0seyJubSI6ImxheWVyIDE1IiwidHkiOjR9LHsibm0iOiJsYXllciAxNiIsInR5Ijo0fSx7Im5tIjoibGF5ZXIgMTciLC
        J0eSI6NH0seyJubSI6ImxheWVyIDE4IiwidHkiOjR9LHsibm0iOiJsYXllciAxOSIsInR5Ijo0fSx7Im5tIjoibGF5ZXIgMjAiLCJ0eSI6NH0s
        eyJubSI6ImxheWVyIDIxIiwidHkiOjR9LHsibm0iOiJsYXllciAyMiIsInR5Ijo0fSx7Im5tIjoibGF5ZXIgMjMiLCJ0eSI6NH0seyJubSI6Im
        xheWVyIDI0IiwidHkiOjR9LHsibm0iOiJsYXllciAyNSIsInR5Ijo0fSx7Im5tIjoibGF5ZXIgMjYiLCJ0eSI6NH0seyJubSI6ImxheWVyIDI3
        IiwidHkiOjR9LHsibm0iOiJsYXllciAyOCIsInR5Ijo0fSx7Im5tIjoibGF5ZXIgMjkiLCJ0eSI6NH0seyJubSI6ImxheWVyIDMwIiwidHkiOj
        R9LHsibm0iOiJsYXllciAzMSIsInR5Ijo0fSx7Im5tIjoibGF5ZXIgMzIiLCJ0eSI6NH0seyJubSI6ImxheWVyIDMzIiwidHkiOjR9LHsibm0i
        OiJsYXllciAzNCIsInR5Ijo0fSx7Im5tIjoibGF5ZXIgMzUiLCJ0eSI6NH0seyJubSI6ImxheWVyIDM2IiwidHkiOjR9LHsibm0iOiJsYXllci
        AzNyIsInR5Ijo0fSx7Im5tIjoibGF5ZXIgMzgiLCJ0eSI6NH0seyJubSI6ImxheWVyIDM5IiwidHkiOjR9XX1QSwMEFAAAAAgA1zp6XQ4XOfmP
        AAAA9gMAABEAAABhbmltYXRpb25zL2IuanNvbnXSOw6CYBBF4a2YqQlx7uWh/1aMhQUdUKAxIYS9+2iMxSnnTPVlZotnlGjrvj5GFeNtHZZ7lM
        sW8/Tu3/nw2TzWKM1e/fWELuiG3kBvoXfQe+gn6GdyIZjESeQkcxI6SZ3ETnInwZPkIrnw1iQXyUVykVwkF8lFcpHcJDfJjW9OcpPcJDfJTXKT
        3D/5dX8BUEsDBBQAAAAIANc6el1Dv6ajBAAAAAIAAAARAAAAYW5pbWF0aW9ucy9jLmpzb26rrgUAUEsBAhQDFAAAAAAAAAAhACO3mO0bAAAAGw
        AAAA0AAAAAAAAAAAAAAIABAAAAAG1hbmlmZXN0Lmpzb25QSwECFAMUAAAACADXOnpdDhc5+fsDAAD2AwAAEQAAAAAAAAAAAAAAgAFGAAAAYW5p
        bWF0aW9ucy9hLmpzb25QSwECFAMUAAAACADXOnpdDhc5+Y8AAAD2AwAAEQAAAAAAAAAAAAAAgAFwBAAAYW5pbWF0aW9ucy9iLmpzb25QSwECFA
        MUAAAACADXOnpdQ7+mowQAAAACAAAAEQAAAAAAAAAAAAAAgAEuBQAAYW5pbWF0aW9ucy9jLmpzb25QSwUGAAAAAAQABAD4AAAAYQUAAAAA
        """.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: ""))!

    @Test func pythonsStoredAndDeflatedEntriesReadBack() throws {
        let archive = try ZipReader([UInt8](Self.pythonArchive))
        #expect(archive.entries.map(\.path) == ["manifest.json", "animations/a.json", "animations/b.json", "animations/c.json"])
        #expect(archive.entries.map(\.method) == [0, 8, 8, 8])
        for name in ["animations/a.json", "animations/b.json"] {
            #expect(try archive.contents(of: #require(archive[name]), limit: 1 << 20) == Array(Self.fixtureText.utf8), "\(name)")
        }
        #expect(try archive.contents(of: #require(archive["animations/c.json"]), limit: 100) == Array("{}".utf8))
        #expect(try archive.contents(of: #require(archive["manifest.json"]), limit: 100) == Array(#"{"animations":[{"id":"b"}]}"#.utf8))
        #expect(throws: ZipReader.Failure.self) { try archive.contents(of: archive["animations/a.json"]!, limit: 1000) }
    }

    @Test func zipFoundationsDeflateReadsBackAtEverySize() throws {
        var generator = SplitMix(state: 7)
        let words = ["layer", "shape", "\"ks\":", "{", "}", "[0,0,0]", "0.5", "\\u00e9", "日本", " "]
        for size in [0, 1, 2, 300, 40_000, 300_000] {
            var text = [UInt8]()
            while text.count < size { text += Array(words[Int(generator.next() % UInt64(words.count))].utf8) }
            text = Array(text.prefix(size))
            // A stretch of noise that deflate cannot shrink, for long stored-or-literal runs.
            if size > 1000 { for index in 0..<500 { text[index] = UInt8(truncatingIfNeeded: generator.next()) } }
            let archive = try Archive(data: Data(), accessMode: .create)
            try archive.addEntry(with: "animations/x.json", type: .file, uncompressedSize: Int64(text.count), compressionMethod: .deflate) { position, length in
                Data(text[Int(position)..<(Int(position) + length)])
            }
            let reader = try ZipReader([UInt8](try #require(archive.data)))
            #expect(try reader.contents(of: #require(reader["animations/x.json"]), limit: 1 << 20) == text, "\(size) bytes")
        }
    }

    @Test func everyDamagedByteOrCutIsAnErrorOrTheSameBytes() {
        let bytes = [UInt8](Self.pythonArchive), expected = Array(Self.fixtureText.utf8)
        func read(_ damaged: [UInt8]) {
            guard let archive = try? ZipReader(damaged) else { return }
            for entry in archive.entries {
                // The CRC and size checks let through only the bytes that were written.
                if let contents = try? archive.contents(of: entry, limit: 1 << 20), entry.path.hasSuffix("a.json") || entry.path.hasSuffix("b.json") {
                    #expect(contents == expected)
                }
            }
        }
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0x5A
            read(damaged)
            read(Array(bytes.prefix(index)))
        }
    }

    @Test func aDotLottieThatReelWroteImportsAsItsJSON() throws {
        let fade = Animation<PropertyValue>.basic(BasicAnimation(
            keyPath: "opacity", fromValue: .number(0), toValue: .number(1), timing: MediaTiming(duration: 1)))
        let scene = Scene(size: Size(width: 100, height: 100), fps: 30, duration: 1, layers: [LottieExporterTests.box(animations: [fade])])
        let export = try LottieExporter.export(scene, name: "fade")
        let directory = TemporaryDirectory()
        let json = directory.file("fade.json"), archive = directory.file("fade.lottie")
        try export.data(as: .json, id: "fade").write(to: URL(fileURLWithPath: json))
        try export.data(as: .dotLottie, id: "fade").write(to: URL(fileURLWithPath: archive))
        let fromArchive = try LottieImporter.scene(contentsOf: archive), fromJSON = try LottieImporter.scene(contentsOf: json)
        #expect(fromArchive.scene == fromJSON.scene)
        #expect(!fromArchive.scene.layers.isEmpty && fromArchive.scene.duration == 1)
        // A damaged archive is the file's error, with the fix.
        var damaged = try [UInt8](Data(contentsOf: URL(fileURLWithPath: archive)))
        damaged[damaged.count / 2] ^= 0xFF
        try Data(damaged).write(to: URL(fileURLWithPath: archive))
        #expect {
            _ = try LottieImporter.scene(contentsOf: archive)
        } throws: { error in
            let error = error as? LottieImportError
            return error?.file == archive && error?.message.contains("cannot be extracted") == true && error?.fix.contains("manifest.json") == true
        }
    }

    @Test func notAZipIsAClearError() {
        #expect(throws: ZipReader.Failure(reason: "it has no zip end-of-central-directory record")) { try ZipReader(Array(repeating: 0, count: 100)) }
        #expect(throws: ZipReader.Failure(reason: "it is too short to be a zip archive")) { try ZipReader([1, 2, 3]) }
    }

    /// A small seeded generator: the same bytes every run.
    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
