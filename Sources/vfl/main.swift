import Foundation
import VFLCommandLine

exit(VFLTool.main(Array(CommandLine.arguments.dropFirst())))
