import FormcCLI
import FormcTexts
import Foundation

// An interrupted `generate` removes the files it was writing (see InterruptCleanup).
InterruptCleanup.install()
exit(FormcCLI.run(arguments: Array(CommandLine.arguments.dropFirst()),
                  environment: ProcessInfo.processInfo.environment,
                  console: StandardConsole(),
                  texts: CarriedTexts(runtimeFiles: FormcTexts.runtimeFiles, schema: FormcTexts.schema)))
