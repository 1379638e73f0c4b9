#!/usr/bin/env python3
"""Each target depends on exactly the modules it imports: no edge it never uses (which would link
a module into an app for nothing), no import reached only through another target."""
import json, pathlib, re, subprocess, sys

SYSTEM = {"Foundation", "FoundationNetworking", "CoreGraphics", "UIKit", "SwiftUI", "QuartzCore", "Testing", "XCTest",
          "Dispatch", "Darwin", "Glibc", "Synchronization", "os"}
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)", re.M)

root = pathlib.Path(__file__).resolve().parent.parent
package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True, capture_output=True, text=True).stdout)
failures = []
for target in package["targets"]:
    name = target["name"]
    folder = root / (target.get("path") or ("Tests" if target["type"] == "test" else "Sources") + "/" + name)
    imported = set()
    for file in folder.rglob("*.swift"):
        imported.update(IMPORT.findall(file.read_text()))
    imported -= SYSTEM | {name}
    declared = set()
    for dependency in target["dependencies"]:
        kind, values = next(iter(dependency.items()))
        declared.add(values[0])
    if imported != declared:
        unused, undeclared = sorted(declared - imported), sorted(imported - declared)
        failures.append(f"{name}: " + "; ".join(part for part in (
            f"declared but never imported: {', '.join(unused)}" if unused else "",
            f"imported but not declared: {', '.join(undeclared)}" if undeclared else "") if part))
# What an app compiles when it links the layouts product and LayoutUIKit, as GettingStartedExample
# does: never the simulated view, the renderer, the gallery or the playground.
edges = {target["name"]: [next(iter(d.values()))[0] for d in target["dependencies"]] for target in package["targets"]}
def closure(names):
    seen, stack = set(), list(names)
    while stack:
        name = stack.pop()
        if name not in seen:
            seen.add(name)
            stack.extend(edges.get(name, []))
    return seen
products = {product["name"]: product["targets"] for product in package["products"]}
app = closure(products["CollectionLayouts"] + products["LayoutUIKit"])
if closure(["GettingStartedExample"]) - {"GettingStartedExample"} != app:
    failures.append("GettingStartedExample: depends on more than the CollectionLayouts and LayoutUIKit products")
for tool in sorted(app & {"Simulation", "Rendering", "GalleryModule", "Playground", "CollectionLayoutsTesting", "Screens"}):
    failures.append(f"the CollectionLayouts and LayoutUIKit products compile {tool}")
if failures:
    print("Dependency check failed:\n  " + "\n  ".join(failures))
    sys.exit(1)
print(f"{len(package['targets'])} targets depend on exactly what they import; an app linking CollectionLayouts and LayoutUIKit "
      f"compiles {', '.join(sorted(app))}")
