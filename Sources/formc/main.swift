import FormcCLI
import Foundation

AllocatorTuning.apply()
exit(FormcCLI.run(arguments: Array(CommandLine.arguments.dropFirst()),
                  environment: ProcessInfo.processInfo.environment,
                  console: StandardConsole()))
