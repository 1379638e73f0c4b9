#!/usr/bin/env python3
"""No public modifier of ours takes a name SwiftUI gives a `View`, `DynamicViewContent` or `Scene`
member (specs/apple-platforms.md, "Never shadow SwiftUI"): Swift's extension members reach every
view of an app target, and a generic modifier of ours whose name and labels match SwiftUI's can win
overload resolution over SwiftUI's own (`View.onDelete<ID>(perform:)` took `ForEach.onDelete` from
every `List`). Compares the base names of the public methods LayoutUIKit declares on `View` and on
`CollectionLayoutView` with those of SwiftUI's interface in the iOS SDK the type-check extracts
(`../shared/tools/uikit-typecheck.sh`), and checks our naming rule (`collection…`, `onCollection…`).

Usage: check-swiftui-names.py [SwiftUI.swiftinterface]; without an argument, the SDK under
$TMPDIR/uikit-tc. Where no SDK is there (CI), only the naming rule is checked, and it says so."""
import os, pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
ours = {}
for path in (root / "Sources/LayoutUIKit/SwiftUI").glob("*.swift"):
    text = path.read_text()
    for match in re.finditer(r"^extension (View|CollectionLayoutView)\b[^{]*\{(.*?)^\}", text, re.M | re.S):
        for name in re.findall(r"^    public func (\w+)", match.group(2), re.M):
            ours.setdefault(name, set()).add(f"{path.name} ({match.group(1)})")

failures = [f"{name} in {', '.join(sorted(places))} breaks the naming rule (collection… or onCollection…)"
            for name, places in sorted(ours.items()) if not re.match(r"(collection|onCollection)[A-Z]", name)]

default = pathlib.Path(os.environ.get("TMPDIR", "/tmp")) / "uikit-tc/iPhoneOS16.5.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface"
interface = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else default
if interface.exists():
    swiftui = set()
    text = interface.read_text()
    for match in re.finditer(r"^(?:@[^\n]*\n)*extension SwiftUI\.(View|DynamicViewContent|Scene)\b[^{]*\{(.*?)^\}", text, re.M | re.S):
        swiftui.update(re.findall(r"\bfunc (\w+)", match.group(2)))
    for protocol in ("View", "DynamicViewContent", "Scene"):
        body = re.search(r"^public protocol " + protocol + r"\b[^{]*\{(.*?)^\}", text, re.M | re.S)
        if body:
            swiftui.update(re.findall(r"\bfunc (\w+)", body.group(1)))
    if len(swiftui) < 200:
        failures.append(f"read only {len(swiftui)} SwiftUI member names from {interface}: the interface's shape changed")
    failures += [f"{name} ({', '.join(sorted(ours[name]))}) is also SwiftUI's" for name in sorted(set(ours) & swiftui)]
    checked = f"against {len(swiftui)} SwiftUI View, DynamicViewContent and Scene member names"
else:
    checked = "by the naming rule only (no iOS SDK here: run ../shared/tools/uikit-typecheck.sh once to extract it)"
if failures:
    print("SwiftUI name check failed:\n  " + "\n  ".join(failures))
    sys.exit(1)
print(f"{len(ours)} public modifier names of LayoutUIKit checked {checked}")
