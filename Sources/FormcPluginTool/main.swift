// The `formc` command line as formc's build and command plugins run it: the
// same CLI without the texts the `formc` executable carries (see Package.swift,
// FormcTexts). The plugins generate for the FormcRuntime library.
import FormcCLI
import Foundation

InterruptCleanup.install()
exit(FormcCLI.run(arguments: Array(CommandLine.arguments.dropFirst()),
                  environment: ProcessInfo.processInfo.environment,
                  console: StandardConsole()))
