import Foundation
import Scene
import Testing
import TestSupport
@testable import Preview

/// `--editor`'s template and `$VISUAL`: split once as a shell would, placeholders filled per word
/// (a file name with spaces stays one word), run without a shell.
@Suite struct EditorCommandTests {
    let place = SourcePlace(file: "scene.yaml", line: 12, column: 5)

    @Test func fillsThePlaceholdersOfTheTemplatesWords() throws {
        let code = try EditorCommand(template: "code -g {file}:{line}:{column}")
        #expect(code.arguments(file: "/a b/scene.yaml", place: place) == ["code", "-g", "/a b/scene.yaml:12:5"])
        let quoted = try EditorCommand(template: #"'my editor' --line={line} "{file}" \;"#)
        #expect(quoted.arguments(file: "/s/x.yaml", place: place) == ["my editor", "--line=12", "/s/x.yaml", ";"])
        // Without {file} the file is the last word.
        #expect(try EditorCommand(template: "subl").arguments(file: "/s/x.yaml", place: place) == ["subl", "/s/x.yaml"])
    }

    @Test func badTemplatesAreRefusedWithAFix() {
        #expect(throws: EditorCommandError.empty) { try EditorCommand(template: "  ") }
        #expect(throws: EditorCommandError.unclosedQuote(template: "code 'x")) { try EditorCommand(template: "code 'x") }
        #expect(EditorCommandError.empty.fix.contains("{file}:{line}:{column}"))
    }

    @Test func visualGetsLineAndFileAsViAndEmacsTakeThem() throws {
        let vim = try #require(EditorCommand.visual(in: ["VISUAL": "vim"]))
        #expect(vim.arguments(file: "/s/x.yaml", place: place) == ["vim", "+12", "/s/x.yaml"])
        let own = try #require(EditorCommand.visual(in: ["VISUAL": "code -g {file}:{line}"]))
        #expect(own.arguments(file: "/s/x.yaml", place: place) == ["code", "-g", "/s/x.yaml:12"])
        #expect(EditorCommand.visual(in: [:]) == nil)
    }

    @Test func runsTheProgramWithTheWordsAndNoShell() throws {
        let directory = TemporaryDirectory()
        let record = directory.file("args.txt")
        let script = directory.file("editor")
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"\(record).tmp\" && mv \"\(record).tmp\" \"\(record)\"\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        try EditorCommand(template: "\(script) {file}:{line}:{column} '$(touch x)'").open(file: "/s/x.yaml", place: place)
        var contents: String?
        for _ in 0..<600 where contents == nil {
            contents = try? String(contentsOfFile: record, encoding: .utf8)
            if contents == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        #expect(contents == "/s/x.yaml:12:5\n$(touch x)\n")
        #expect(throws: EditorCommandError.self) {
            try EditorCommand(template: "no-such-editor-anywhere {file}").open(file: "/s/x.yaml", place: place)
        }
    }
}
