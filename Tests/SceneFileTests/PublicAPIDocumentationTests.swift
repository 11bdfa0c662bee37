import Foundation
import Testing

/// Every public declaration in `Sources/` has a `///` comment: the rule lives in
/// `scripts/undocumented-public-api.py`, which this runs.
struct PublicAPIDocumentationTests {
    @Test func everyPublicSymbolIsDocumented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "scripts/undocumented-public-api.py"]
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(listed.isEmpty, "public declarations without `///`:\n\(listed)")
    }
}
