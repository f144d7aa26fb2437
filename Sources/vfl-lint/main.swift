import Foundation
import VFLCommandLine

exit(LintTool.main(Array(CommandLine.arguments.dropFirst())))
