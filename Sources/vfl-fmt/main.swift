import Foundation
import VFLCommandLine

exit(FmtTool.main(Array(CommandLine.arguments.dropFirst())))
