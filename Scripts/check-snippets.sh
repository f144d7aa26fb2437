#!/usr/bin/env bash
# Builds and runs every Swift snippet of the README and Documentation/ that imports one of the
# package's modules, as an app's package would: a scratch package outside this repository
# depends on it by path and makes one executable of each page's snippets (in the page's order,
# the later ones using what the earlier ones made, as the page reads), with a prelude that
# declares what a page takes from an app (`a`, `b`: views; `view`: a view with bounds). A snippet
# line `print(…)  // …[X]…` must print X. Needs python3.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
python3 - "$repo" "$scratch" <<'PYTHON'
import os, re, sys, glob, json
repo, scratch = sys.argv[1], sys.argv[2]
modules = {os.path.basename(p) for p in glob.glob(os.path.join(repo, "Sources", "*")) if not os.path.basename(p).startswith("_")}
pages = [os.path.join(repo, "README.md")] + sorted(glob.glob(os.path.join(repo, "Documentation", "*.md")))
targets, expectations = [], {}
for page in pages:
    text = open(page, encoding="utf-8").read()
    snippets = [m.group(1) for m in re.finditer(r"```swift\n(.*?)```", text, re.S)]
    used = [s for s in snippets if set(re.findall(r"^import (\w+)", s, re.M)) & modules]
    if not used:
        continue
    name = "Page_" + re.sub(r"\W", "_", os.path.relpath(page, repo)[:-3])
    imports = sorted({i for s in used for i in re.findall(r"^import (\w+)", s, re.M)})
    body = "\n".join(re.sub(r"^import \w+\n", "", s, flags=re.M) for s in used)
    os.makedirs(os.path.join(scratch, "Sources", name))
    with open(os.path.join(scratch, "Sources", name, "main.swift"), "w") as f:
        f.write("".join(f"import {i}\n" for i in imports) + "\n" + body)
    with open(os.path.join(scratch, "Sources", name, "Prelude.swift"), "w") as f:
        f.write("import Foundation\n\n/// What the page takes from an app: views.\nfinal class PageView {\n"
                "    var bounds = CGRect(x: 0, y: 0, width: 320, height: 100)\n}\n\nlet a = PageView(), b = PageView(), view = PageView()\n")
    targets.append((name, [i for i in imports if i in modules]))
    expectations[name] = re.findall(r"^\s*print\(.*?\)\s*//.*?(\[[^\]]*\])", body, re.M)
products = sorted({m for _, ms in targets for m in ms})
with open(os.path.join(scratch, "Package.swift"), "w") as f:
    f.write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n    name: \"Snippets\",\n"
            f"    dependencies: [.package(path: \"{repo}\")],\n    targets: [\n")
    for name, ms in targets:
        deps = ", ".join(f'.product(name: "{m}", package: "{os.path.basename(repo)}")' for m in ms)
        f.write(f"        .executableTarget(name: \"{name}\", dependencies: [{deps}]),\n")
    f.write("    ]\n)\n")
json.dump(expectations, open(os.path.join(scratch, "expectations.json"), "w"))
PYTHON
cd "$scratch"
swift build > build.log 2>&1 || { cat build.log; echo "a documentation snippet does not build against the libraries" >&2; exit 1; }
status=0
for target in $(python3 -c 'import json; print(" ".join(json.load(open("expectations.json"))))'); do
  out=$(".build/debug/$target") || { echo "$target: the snippets exit with an error" >&2; status=1; continue; }
  while IFS= read -r expected; do
    [ -z "$expected" ] && continue
    case "$out" in *"$expected"*) ;; *) printf '%s: expected to print %s; printed:\n%s\n' "$target" "$expected" "$out" >&2; status=1 ;; esac
  done < <(python3 -c 'import json,sys; print("\n".join(json.load(open("expectations.json"))[sys.argv[1]]))' "$target")
  echo "$target: built and ran"
done
exit $status
