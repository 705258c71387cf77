import FormcCLI
import Foundation

exit(FormcCLI.run(arguments: Array(CommandLine.arguments.dropFirst()),
                  environment: ProcessInfo.processInfo.environment,
                  console: StandardConsole()))
