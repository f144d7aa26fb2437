# Sourced by Scripts/install.sh and Scripts/pre-commit-hook.sh: sets `link` to the options of
# `swift build` that link the Swift runtime and Foundation into a tool. On Linux, when the
# toolchain has their static libraries, a tool then starts in half the time (a pre-commit hook
# starts one on every commit) and needs no toolchain library to run, at the cost of a larger
# file (about 85 MB each); macOS has the runtime in the system. The toolchain is asked where
# its libraries are, so a `swift` on PATH that stands in for it (swiftly's) is seen through.
link=()
if [ "$(uname -s)" = Linux ]; then
  resources="$({ swift -print-target-info 2>/dev/null || true; } | sed -n 's/^ *"runtimeResourcePath": "\(.*\)",\{0,1\}$/\1/p' | head -n 1)"
  if [ -n "$resources" ] && [ -d "$resources/../swift_static/linux" ]; then
    link=(--static-swift-stdlib)
  fi
fi
