import Foundation
import Glibc
import Preview
import Synchronization
import Testing
import TestSupport

/// inotify reports saves of watched files — written in place, or renamed over as editors do —
/// and ignores the other files of their folders.
@Suite struct FileWatcherTests {
    /// Collects what a watcher reports; `next()` waits (up to a minute: CI is loaded) for a report.
    final class Reports: Sendable {
        let stream: AsyncStream<[String]>
        let continuation: AsyncStream<[String]>.Continuation
        init() { (stream, continuation) = AsyncStream.makeStream(of: [String].self) }

        func next() async -> [String]? {
            await withTaskGroup(of: [String]?.self) { group in
                group.addTask { var iterator = self.stream.makeAsyncIterator(); return await iterator.next() }
                group.addTask { try? await Task.sleep(for: .seconds(60)); return nil }
                let first = await group.next()!
                group.cancelAll()
                return first
            }
        }

        /// Reads reports until one names `expected`; every report on the way must name only files
        /// in `allowed`. A slow writer's events may arrive as several bursts (the watcher reports
        /// after a short quiet spell, and a loaded machine can pause a writer longer than that),
        /// so a save may be reported more than once, but never a file it should not report.
        func next(reporting expected: String, allowing allowed: Set<String>) async -> Bool {
            while let report = await next() {
                guard Set(report).isSubset(of: allowed) else {
                    Issue.record("reported \(report), expected only \(allowed.sorted())")
                    return false
                }
                if report.contains(expected) { return true }
            }
            Issue.record("no report of \(expected) within a minute")
            return false
        }
    }

    @Test func reportsInPlaceWritesAndRenamesOfWatchedFilesOnly() async throws {
        let directory = TemporaryDirectory()
        let scene = directory.file("scene.yaml"), data = directory.file("data.csv"), other = directory.file("other.txt")
        for file in [scene, data, other] { try "1".write(toFile: file, atomically: false, encoding: .utf8) }
        let reports = Reports()
        let watcher = try FileWatcher { reports.continuation.yield($0) }
        defer { watcher.stop() }
        watcher.watch([scene, data])

        try "2".write(toFile: other, atomically: false, encoding: .utf8)
        try "2".write(toFile: scene, atomically: false, encoding: .utf8)
        // Only the watched file, even though the other was written first in the same folder.
        #expect(await reports.next(reporting: scene, allowing: [scene]))

        // An editor's save: a new file renamed over the old one.
        try "3".write(toFile: directory.file(".data.csv.swp"), atomically: false, encoding: .utf8)
        #expect(rename(directory.file(".data.csv.swp"), data) == 0)
        #expect(await reports.next(reporting: data, allowing: [scene, data]))

        // Watching a new list drops the old one: the scene's save comes first and is not reported.
        watcher.watch([data])
        try "4".write(toFile: scene, atomically: false, encoding: .utf8)
        try "4".write(toFile: data, atomically: false, encoding: .utf8)
        #expect(await reports.next(reporting: data, allowing: [data]))
    }

    @Test func reportsAFileCreatedWhereAMissingOneWasExpected() async throws {
        let directory = TemporaryDirectory()
        let missing = directory.file("title.yaml")
        let reports = Reports()
        let watcher = try FileWatcher { reports.continuation.yield($0) }
        defer { watcher.stop() }
        watcher.watch([missing])
        try "x".write(toFile: missing, atomically: true, encoding: .utf8)
        #expect(await reports.next(reporting: missing, allowing: [missing]))
    }
}
