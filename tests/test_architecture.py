"""The package's shape, read from the source with `ast` (every `import` counts, at module level,
inside a function or under TYPE_CHECKING; `importlib.import_module` with a computed name does
not): one folder per layer and no import from a lower layer to a higher one (issue #20), no
import cycles between modules, and one class per name (issue #16)."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "gandhi_cli"

# The layers, from the bottom up (docs/architecture.md): a module of gandhi_cli/LAYER/ may import
# its own layer and the layers below it, never one above. Layers on one row stand side by side
# and never import each other (the Non-Players and the pictures both build on the Game core).
LAYERS: tuple[tuple[str, ...], ...] = (
    ("io",),              # errors and exit codes, bounded reads, safe writes, YAML, the cache, resources
    ("model",),           # terms, map, forces, cards, readings, scenario, state + journal, victory
    ("notation",),        # statements with positions, parse, fmt, Play <-> Action, the Actions
    ("rules",),           # the rules of chapters 1-7: activities, Events, sequence, Campaign round
    ("core",),            # engine, Game (push/pop/due/legal), replay
    ("np", "render"),     # the Non-Players (chapter 8); text, SVG, PNG, the view page, status
    ("cli",),             # the `gandhi` command
)
# Modules at the package's top, above every layer, each with what it may import.
TOP = {"gandhi_cli": (), "gandhi_cli.__main__": ("cli",)}


def layer_of(module: str) -> str | None:
    """The layer folder a module of the package sits in (None at the package's top)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] != "__main__" else None


def rank(layer: str) -> int:
    return next(i for i, row in enumerate(LAYERS) if layer in row)


def layer_breaches(graph: dict[str, set[str]]) -> list[str]:
    """Every import that runs up the layers or sideways between two layers of one row, and every
    module outside the layer folders but the TOP ones."""
    known = {name for row in LAYERS for name in row}
    breaches = []
    for mod, deps in sorted(graph.items()):
        here = layer_of(mod)
        if here is None:
            allowed = TOP.get(mod)
            if allowed is None:
                breaches.append(f"{mod} is in no layer folder: move it into one of {sorted(known)}")
                continue
            breaches += [f"{mod} -> {d}" for d in sorted(deps) if layer_of(d) not in allowed]
            continue
        if here not in known:
            breaches.append(f"{mod} is in no layer folder: move it into one of {sorted(known)}")
            continue
        for dep in sorted(deps):
            there = layer_of(dep)
            if there is None or there not in known:
                breaches.append(f"{mod} -> {dep} (not a layer's module)")
            elif there != here and rank(there) >= rank(here):
                breaches.append(f"{mod} ({here}) -> {dep} ({there}): " +
                                ("side by side" if rank(there) == rank(here) else "up the layers"))
    return breaches


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


def test_each_layer_imports_only_the_layers_below_it():
    """The layers of docs/architecture.md as folders (issue #20): io < model < notation < rules <
    core < (np | render) < cli. A module imports its own layer and the ones below, never one above,
    and np and render never import each other; no module sits outside a layer folder."""
    # the checker itself: an arrow up, one sideways and a loose module are named; arrows down are not
    assert layer_breaches({"gandhi_cli.model.state": {"gandhi_cli.core.game", "gandhi_cli.io.errors"},
                           "gandhi_cli.np.driver": {"gandhi_cli.render.tables", "gandhi_cli.core.game"},
                           "gandhi_cli.extra": set(), "gandhi_cli.cli.app": {"gandhi_cli.model.terms"}}) == [
        "gandhi_cli.extra is in no layer folder: move it into one of "
        "['cli', 'core', 'io', 'model', 'notation', 'np', 'render', 'rules']",
        "gandhi_cli.model.state (model) -> gandhi_cli.core.game (core): up the layers",
        "gandhi_cli.np.driver (np) -> gandhi_cli.render.tables (render): side by side"]
    graph = import_graph()
    assert {layer_of(m) for m in graph} - {None} == {name for row in LAYERS for name in row}, "a layer is empty"
    breaches = layer_breaches(graph)
    assert not breaches, "imports against the layers:\n" + "\n".join(breaches)


def test_no_import_cycles():
    """No module of the package imports, directly or not, a module that imports it back: the
    layers of docs/architecture.md, and inside each layer too (issue #16)."""
    # the finder itself: a -> b -> c -> a is named, a tree is not
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []
    graph = import_graph()
    assert "gandhi_cli.core.replay" in graph["gandhi_cli.cli.app"]  # imports inside functions count
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
