"""The package's shape (issue #16, hygiene): no import cycles between its modules, and one class
per name, read from the source with `ast` (every `import` counts, at module level or inside a
function; `importlib.import_module` with a computed name does not)."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "gandhi_cli"

# Class names defined in more than one module on purpose, each with its reason.
SHARED_CLASS_NAMES = {
    # Every Event card's module (events/cardNN.py) defines its two sides under these names; the
    # events loader looks them up by them (events/__init__.py).
    "Unshaded": "per-card Event side", "Shaded": "per-card Event side",
    # One activity of the rules that several factions carry out, one class in each faction's
    # module, found through catalog.py by (faction, name): Rally (3.3.1, 3.4.1), Negotiate
    # (4.3.1, 4.4.1), Infiltrate (4.4.2, 4.5.2), Persuade (4.3.3, 4.4.3; special/persuade.py is
    # the base both derive from).
    "Rally": "per-faction activity", "Negotiate": "per-faction activity",
    "Infiltrate": "per-faction activity", "Persuade": "per-faction activity",
    # A card's own Remove clause (cards 42 and 72), local to its card module.
    "RemoveActive": "per-card clause",
}

# Classes named after another module of the package, where they are that module's subject: the
# Campaign part Imperialism (6.3.1) buys through imperialism.py, and the Persuade SAs derive from
# special/persuade.py; activity.Activity is the subject of activity.py.
NAMED_AFTER_THEIR_MODULE = {"Imperialism", "Persuade", "Activity"}


def modules() -> dict[str, tuple[Path, bool]]:
    """Dotted module name -> (file, is a package)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        package = parts[-1] == "__init__"
        if package:
            parts = parts[:-1]
        found[".".join(parts)] = (path, package)
    return found


def import_graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports (a package's `__init__` counts as a module)."""
    mods = modules()

    def known(name: str) -> str | None:
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for name, (path, package) in mods.items():
        here = name if package else name.rpartition(".")[0]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                deps.update(filter(None, (known(a.name) for a in node.names)))
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here.split(".")[: len(here.split(".")) - (node.level - 1)]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                for alias in node.names:
                    sub = f"{source}.{alias.name}"
                    dep = sub if sub in mods else known(source)
                    if dep:
                        deps.add(dep)
        deps.discard(name)
        graph[name] = deps
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle through each strongly connected group of two or more modules (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(group)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return [one_cycle(graph, set(g)) for g in groups]


def one_cycle(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A shortest cycle through the group's first module, by breadth-first search."""
    start = min(group)
    came: dict[str, str] = {}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(graph[v] & group):
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(came[path[-1]])
                    return [start, *reversed(path[:-1]), start]
                if w not in came:
                    came[w] = v
                    nxt.append(w)
        frontier = nxt
    return sorted(group)


def test_no_import_cycles():
    """No module of the package imports, directly or not, a module that imports it back: the
    layers of docs/architecture.md (issue #16)."""
    # the finder itself: a -> b -> c -> a is named, a tree is not
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []
    graph = import_graph()
    assert "gandhi_cli.core.replay" in graph["gandhi_cli.cli.gandhi"]  # imports inside functions count
    found = cycles(graph)
    assert not found, "import cycles: " + "; ".join(" -> ".join(c) for c in found)


def test_one_class_per_name():
    """A class name means one thing in the package (issue #16): no two modules define a class of
    the same name, but for the named patterns above."""
    where: dict[str, list[str]] = defaultdict(list)
    for name, (path, _) in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                where[node.name].append(name)
    clashes = {cls: mods for cls, mods in where.items() if len(mods) > 1 and cls not in SHARED_CLASS_NAMES}
    assert not clashes, "one class per name: " + "; ".join(f"{c} in {', '.join(m)}" for c, m in clashes.items())
    unused = {cls for cls in SHARED_CLASS_NAMES if len(where.get(cls, [])) < 2}
    assert not unused, f"allowed to repeat but no longer repeated (drop them from the list): {sorted(unused)}"


def test_no_class_takes_another_modules_name():
    """A class is not named after a module it is not part of (issue #16: `events/base.Sequence`
    against `sequence.py`, the sequence of play, 2.3; `events/base.Resources` against
    `resources.py`, the package's files): its name would point to the wrong place."""
    mods = modules()
    stems = {name.rpartition(".")[2]: name for name in mods}
    clashes = []
    for name, (path, _) in mods.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.name not in NAMED_AFTER_THEIR_MODULE:
                other = stems.get(node.name.lower())
                if other and other != name and not name.startswith(other + "."):
                    clashes.append(f"{name}.{node.name} (module {other})")
    assert not clashes, "classes named after another module: " + "; ".join(clashes)
