#!/usr/bin/env python3
"""The public face stays deliberate: every public or open declaration of a module a library product
exports has a `///` comment, and the README stays a front door (at most 350 lines).

`--count` prints the public declarations per module (declarations behind `@_spi` are not public
API and are not counted). Declarations are counted one per line that starts with `public` or
`open` (after attributes), which is how this repository writes them."""
import pathlib, re, sys

# The modules the library products export (Package.swift, `products`), with the modules they
# re-export (`@_exported import`).
PRODUCT_MODULES = ["LayoutCore", "LayoutHosting", "Layouts", "CompositionalLayout", "DiffableData", "CollectionLayouts",
                   "Motion", "LayoutUIKit", "Screens", "Simulation", "CollectionLayoutsTesting"]
README_LIMIT = 350

DECLARATION = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:final|static|class|override|nonisolated|mutating|nonmutating|"
                         r"convenience|required|indirect|dynamic|lazy|weak|unowned)\s+)*(public|open)\s")
ATTRIBUTE = re.compile(r"^\s*@[\w.]+(?:\(.*\))?\s*$")

root = pathlib.Path(__file__).resolve().parent.parent


def declarations(path):
    """(line number, text, documented, spi) for each public declaration line of `path`."""
    lines = path.read_text().splitlines()
    found = []
    in_block_comment = False
    for index, line in enumerate(lines):
        stripped = line.strip()
        if in_block_comment:
            in_block_comment = "*/" not in stripped
            continue
        if stripped.startswith("/*") and not stripped.startswith("/**"):
            in_block_comment = "*/" not in stripped
            continue
        if not DECLARATION.match(line) or stripped.startswith("//"):
            continue
        # Walk up over attributes to the comment that documents the declaration.
        above, spi = index - 1, "@_spi(" in line
        while above >= 0 and ATTRIBUTE.match(lines[above]):
            spi = spi or "@_spi(" in lines[above]
            above -= 1
        documented = above >= 0 and (lines[above].strip().startswith("///") or lines[above].strip().endswith("*/"))
        found.append((index + 1, stripped, documented, spi))
    return found


def main():
    failures, counts = [], {}
    for module in PRODUCT_MODULES:
        public = spi = 0
        for path in sorted((root / "Sources" / module).rglob("*.swift")):
            for number, text, documented, is_spi in declarations(path):
                if is_spi:
                    spi += 1
                    continue
                public += 1
                if not documented:
                    failures.append(f"{path.relative_to(root)}:{number}: public without ///: {text}")
        counts[module] = (public, spi)
    readme = (root / "README.md").read_text().count("\n")
    if readme > README_LIMIT:
        failures.append(f"README.md has {readme} lines; the front door stays at most {README_LIMIT} (depth goes to DocC)")
    if "--count" in sys.argv:
        for module, (public, spi) in counts.items():
            print(f"{module:26} {public:5} public  {spi:4} @_spi")
        print(f"{'total':26} {sum(c[0] for c in counts.values()):5} public  {sum(c[1] for c in counts.values()):4} @_spi")
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
