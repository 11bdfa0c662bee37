import ArgumentParser
import Foundation

/// The entry point: ArgumentParser's own `main()` exits with 64 on a usage error, but `reel`
/// documents 2 for every usage or scene error.
@main
enum ReelMain {
    static func main() async {
        SignalHandling.install()
        let commands = ReelCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        if let unknown = UnknownCommand(arguments: Array(CommandLine.arguments.dropFirst()), commands: commands) {
            CommandRunner.say(unknown.message)
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        do {
            var command = try ReelCommand.parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            let code = ReelCommand.exitCode(for: error)
            if code == .success || code == ExitStatus.usage || code == ExitStatus.failure || code == ExitStatus.interrupted {
                ReelCommand.exit(withError: error)
            }
            // A usage error (ArgumentParser says 64): its message and help hint, then exit 2.
            CommandRunner.printError(ReelCommand.fullMessage(for: error))
            Foundation.exit(ExitStatus.usage.rawValue)
        }
    }
}
