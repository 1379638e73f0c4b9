#!/usr/bin/env python3
"""The public face stays deliberate: every public or open declaration of a module a library product
exports has a `///` comment; the code of the README and of the DocC articles names nothing an app
cannot write (the doc tests compile inside the package, where `package` symbols are visible); and
the README stays a front door (at most 350 lines).

`--count` prints the public declarations per module (declarations behind `@_spi` are not public
API and are not counted). Declarations are counted one per line that starts with `public` or
`open` (after attributes), which is how this repository writes them."""
import pathlib, re, sys

# The modules the library products export (Package.swift, `products`), with the modules they
# re-export (`@_exported import`).
PRODUCT_MODULES = ["LayoutCore", "LayoutHosting", "Layouts", "CompositionalLayoutModule", "DiffableData", "CollectionLayouts",
                   "Motion", "LayoutUIKit", "Screens", "Simulation", "CollectionLayoutsTesting"]
README_LIMIT = 350
# LayoutHosting is the package's own engine: no public declaration, no product re-exports it, and
# its `package` surface (one per declaration line, as public ones are counted) only falls. Lower
# the limit when a change shrinks it.
HOSTING_PACKAGE_LIMIT = 296
PACKAGE_DECLARATION = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:final|static|class|override|nonisolated|mutating|nonmutating|"
                                 r"convenience|required|indirect|dynamic|lazy|weak|unowned)\s+)*package\s+(?!import\b)")
# Members SwiftUI and UIKit name themselves (`.font(.caption)`), which are not ours.
FRAMEWORK_MEMBERS = {"caption"}

DECLARATION = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:final|static|class|override|nonisolated|mutating|nonmutating|"
                         r"convenience|required|indirect|dynamic|lazy|weak|unowned)\s+)*(public|open)\s")
ATTRIBUTE = re.compile(r"^\s*@[\w.]+(?:\(.*\))?\s*$")

root = pathlib.Path(__file__).resolve().parent.parent


TYPE = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*((?:public|open|package|internal|fileprivate|private)\s+)?(?:final\s+|indirect\s+)*"
                  r"(?:struct|class|enum|protocol|actor)\s+(\w+)")
EXTENSION = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:\w+\s+)?extension\s+([\w.]+)")


def scopes(lines):
    """For each line, the innermost enclosing declaration's opening line (or None), by braces."""
    stack, enclosing = [], []
    for index, line in enumerate(lines):
        enclosing.append(stack[-1] if stack else None)
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line.split("//")[0])
        for character in code:
            if character == "{":
                stack.append(index)
            elif character == "}" and stack:
                stack.pop()
    return enclosing


def hidden_types(paths):
    """The names of types declared `@_spi` (test hooks) and of types below public access."""
    spi, below, public = set(), set(), set()
    for path in paths:
        lines = path.read_text().splitlines()
        for index, line in enumerate(lines):
            match = TYPE.match(line)
            if not match:
                continue
            attributes = line + "".join(lines[max(0, index - 3):index])
            if "@_spi(" in attributes:
                spi.add(match.group(2))
            elif (match.group(1) or "").strip() not in ("public", "open"):
                below.add(match.group(2))
            else:
                public.add(match.group(2))
    # A name declared both ways (nested `Item`s of different types) says nothing about an extension.
    return spi - public, below - public


def declarations(path, spi_types=frozenset(), hidden=frozenset()):
    """(line number, text, documented, spi) for each public declaration line of `path`. A member
    of an `@_spi` type (or of an extension of one) is SPI; a member of a type below public access
    is not public API and is skipped."""
    lines = path.read_text().splitlines()
    enclosing = scopes(lines)
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
        skip = False
        scope = enclosing[index]
        while scope is not None:
            opener = lines[scope]
            context = opener + "".join(lines[max(0, scope - 3):scope])
            type_match, extension_match = TYPE.match(opener), EXTENSION.match(opener)
            name = type_match.group(2) if type_match else (extension_match.group(1).split(".")[-1] if extension_match else None)
            if (type_match and "@_spi(" in context) or (extension_match and name in spi_types):
                spi = True
            if (type_match and (type_match.group(1) or "").strip() not in ("public", "open")) or (extension_match and name in hidden):
                skip = True
            scope = enclosing[scope]
        if skip:
            continue
        documented = above >= 0 and (lines[above].strip().startswith("///") or lines[above].strip().endswith("*/"))
        found.append((index + 1, stripped, documented, spi))
    return found


NAMED = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(public|open|package)\s+(?:(?:final|static|class|override|mutating|nonisolated|"
                   r"convenience|required|indirect|lazy)\s+)*(?:func|var|let|case|struct|class|enum|protocol|typealias)\s+([A-Za-z_]\w*)")


def hidden_names(paths):
    """Names a product module declares only below public access or behind `@_spi`: what an app
    cannot write."""
    public, hidden = set(), set()
    for path in paths:
        lines = path.read_text().splitlines()
        for index, line in enumerate(lines):
            match = NAMED.match(line)
            if not match:
                continue
            spi = "@_spi(" in line or (index > 0 and "@_spi(" in lines[index - 1])
            (hidden if match.group(1) == "package" or spi else public).add(match.group(2))
    return {name for name in hidden - public - FRAMEWORK_MEMBERS if len(name) > 5}


def documentation_code(root):
    """(page, code) for every Swift block of the README and the DocC articles."""
    pages = [root / "README.md"] + sorted(root.glob("Sources/*/*.docc/*.md"))
    for page in pages:
        for block in page.read_text().split("```swift\n")[1:]:
            yield page.relative_to(root), block.split("```")[0]


def main():
    failures, counts = [], {}
    spi_types, hidden = hidden_types([path for module in PRODUCT_MODULES for path in (root / "Sources" / module).rglob("*.swift")])
    for module in PRODUCT_MODULES:
        public = spi = 0
        for path in sorted((root / "Sources" / module).rglob("*.swift")):
            for number, text, documented, is_spi in declarations(path, spi_types, hidden):
                if is_spi:
                    spi += 1
                    continue
                public += 1
                if not documented:
                    failures.append(f"{path.relative_to(root)}:{number}: public without ///: {text}")
        counts[module] = (public, spi)
    # The documentation shows what an app can write: its code names nothing below public access.
    hidden = hidden_names([path for module in PRODUCT_MODULES for path in (root / "Sources" / module).rglob("*.swift")])
    for page, code in documentation_code(root):
        for name in sorted(hidden):
            # A member (`.name`) or a type (`Name`): local names that happen to match are not uses.
            pattern = r"(?<![\w])" + name + r"\b" if name[0].isupper() else r"(?<![\w\\])\." + name + r"\b"
            if re.search(pattern, code):
                failures.append(f"{page}: its code uses {name}, which an app cannot (package or @_spi)")
    hosting = root / "Sources" / "LayoutHosting"
    hosting_package = sum(1 for path in hosting.rglob("*.swift") for line in path.read_text().splitlines() if PACKAGE_DECLARATION.match(line))
    if counts["LayoutHosting"] != (0, 0):
        failures.append(f"LayoutHosting has {counts['LayoutHosting'][0]} public declarations: the engine is the package's own")
    if hosting_package > HOSTING_PACKAGE_LIMIT:
        failures.append(f"LayoutHosting has {hosting_package} package declarations, more than {HOSTING_PACKAGE_LIMIT}: "
                        "keep what only the engine uses internal")
    for path in (root / "Sources").rglob("*.swift"):
        if re.search(r"^\s*@_exported\s+import\s+LayoutHosting\b", path.read_text(), re.M):
            failures.append(f"{path.relative_to(root)}: re-exports LayoutHosting, which no app sees")
    readme = (root / "README.md").read_text().count("\n")
    if readme > README_LIMIT:
        failures.append(f"README.md has {readme} lines; the front door stays at most {README_LIMIT} (depth goes to DocC)")
    if "--count" in sys.argv:
        for module, (public, spi) in counts.items():
            print(f"{module:26} {public:5} public  {spi:4} @_spi")
        print(f"{'total':26} {sum(c[0] for c in counts.values()):5} public  {sum(c[1] for c in counts.values()):4} @_spi")
        print(f"{'LayoutHosting package':26} {hosting_package:5} (at most {HOSTING_PACKAGE_LIMIT})")
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
