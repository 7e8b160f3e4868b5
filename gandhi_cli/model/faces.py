"""The card faces a table supplies (issue #32): what the printed Event cards show and our texts do
not (NP-ORD-1, NP-DRV-2): each card's faction order (2.3.2) and the Non-Player icons chapter 8
reads, underlined (Critical, 8.8.1) or haloed (8.8.2). A table fills the file in once, with
`gandhi card N --order ... --critical ... --halo ...` or by editing it; it lives in the user's
configuration folder (`platformdirs`: `~/.config/gandhi/cards.yaml` on Linux), and `--cards FILE`
names another for one command. It is checked as the bundled data is: a bad file is one located
message (FILE:LINE, exit 2). Schema:

    cards:
      - card: 12
        order: [RAJ, INC, ML, REV]     # left to right, all four
        critical: [RAJ]                # underlined icons (8.8.1); [] for none
        halo: [INC]                    # haloed icons (8.8.2); the Raj has none
        source: "our copy of the card" # optional
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..io.errors import InputError, Location
from . import terms

FILE_NAME = "cards.yaml"
KEYS = ("card", "order", "critical", "halo", "source")

#: why an order contradicts what the bundled data knows of a card (`model.cards.order_problem`, given by
#: the caller: this module does not import the card data, which reads it)
Check = Callable[[int, tuple[str, ...]], str | None]

_chosen: Path | None = None  # `--cards FILE`
_loaded: dict[tuple[str, int, int], dict[int, Face]] = {}


@dataclass(frozen=True)
class Face:
    """One card's face as the table wrote it, and where (`FILE:LINE`)."""

    card: int
    order: tuple[str, ...] | None
    critical: tuple[str, ...] | None
    halo: tuple[str, ...] | None
    source: str
    where: str


def default_path() -> Path:
    """The file in the user's configuration folder (XDG_CONFIG_HOME on Linux). Asked for at every
    card read, so platformdirs is asked once per environment, not each time."""
    import os

    return _config_file(os.environ.get("XDG_CONFIG_HOME"), os.environ.get("HOME"))


@lru_cache(maxsize=8)
def _config_file(_xdg: str | None, _home: str | None) -> Path:
    """platformdirs' answer, remembered in the parse cache (`io.cachedir`) under everything it
    depends on (`_folder_key`): importing platformdirs costs a command start-up more than all the
    card data (issue #31)."""
    from ..io.cachedir import get_parsed, put_parsed

    key = _folder_key()
    known = get_parsed(key) if key is not None else None
    if isinstance(known, str) and Path(known).is_absolute() and Path(known).name == "gandhi":
        return Path(known) / FILE_NAME
    import platformdirs

    folder = platformdirs.user_config_dir("gandhi")
    if key is not None:
        put_parsed(key, folder)
    return Path(folder) / FILE_NAME


def _folder_key() -> str | None:
    """What platformdirs' user configuration folder is derived from: the platform, the user, the
    environment variables it reads (HOME, the XDG_ and Android ones, Windows' profile folders) and
    the installed platformdirs itself (its file's place, size and time); None if it is not found."""
    import importlib.util
    import json
    import os
    import sys

    try:
        spec = importlib.util.find_spec("platformdirs")
        origin = spec.origin if spec is not None else None
        if not origin:
            return None
        st = os.stat(origin)
    except (ImportError, OSError, ValueError):
        return None
    env = sorted((k, v) for k, v in os.environ.items()
                 if k.startswith(("XDG_", "ANDROID_")) or k in ("HOME", "USERPROFILE", "APPDATA", "LOCALAPPDATA"))
    uid = os.getuid() if hasattr(os, "getuid") else None
    return json.dumps(["platformdirs.user_config_dir('gandhi')", sys.platform, uid, env, origin, st.st_size,
                       st.st_mtime_ns])


def use(path: str | Path | None, check: Check, create: bool = False) -> None:
    """`--cards FILE`: read this file instead of the user's (None: back to the user's); with
    `create`, a file that does not exist yet is one `save` will write."""
    global _chosen
    _chosen = None
    if path is None:
        return
    chosen = Path(path)
    if create and not chosen.exists():
        _chosen = chosen
        return
    if not chosen.is_file():
        raise InputError(f"--cards: {str(chosen)!r} is not a file (create it with `gandhi card N --order ... "
                         f"--cards {chosen}`)")
    read(chosen, check)  # checked now, whether or not the command reads a card
    _chosen = chosen


def path() -> Path:
    return _chosen if _chosen is not None else default_path()


def faces(check: Check) -> dict[int, Face]:
    """Every card face of the file in force (none when the user's file does not exist)."""
    p = path()
    try:
        st = p.stat()
    except OSError:
        return {}
    key = (str(p), st.st_mtime_ns, st.st_size)
    if key not in _loaded:
        _loaded.clear()
        _loaded[key] = read(p, check)
    return _loaded[key]


def face(number: int, check: Check) -> Face | None:
    return faces(check).get(number)


def read(p: Path, check: Check) -> dict[int, Face]:
    """The file's faces, each checked: one located message for the first problem (exit 2)."""
    import yaml

    from ..io.yamlio import parse_yaml, read_text

    text = read_text(p)
    parse_yaml(text, str(p))  # a syntax error: located by the YAML reader
    root = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    name = str(p)

    def at(node) -> Location:
        return Location(name, node.start_mark.line + 1, node.start_mark.column + 1)

    if root is None:
        return {}
    if not isinstance(root, yaml.MappingNode):
        raise InputError("a card faces file is a mapping with one key, 'cards'", at(root))
    out: dict[int, Face] = {}
    for key, value in root.value:
        if key.value != "cards":
            raise InputError(f"unknown key {key.value!r}: a card faces file has one key, 'cards'", at(key))
        if not isinstance(value, yaml.SequenceNode):
            raise InputError("'cards' lists the cards, each '- card: N' with its order, critical, halo", at(value))
        for item in value.value:
            f = _entry(item, at, check)
            if f.card in out:
                raise InputError(f"card {f.card} is listed twice (first at line {out[f.card].where.rsplit(':', 1)[1]})",
                                 at(item))
            out[f.card] = f
    return out


def _entry(item, at, check: Check) -> Face:
    import yaml

    if not isinstance(item, yaml.MappingNode):
        raise InputError("each card is a mapping: '- card: N', then order, critical, halo", at(item))
    fields: dict[str, object] = {}
    nodes = {}
    for key, value in item.value:
        if key.value not in KEYS:
            raise InputError(f"unknown key {key.value!r} (keys: {', '.join(KEYS)})", at(key))
        nodes[key.value] = value
        if isinstance(value, yaml.SequenceNode):
            fields[key.value] = [v.value if isinstance(v, yaml.ScalarNode) else None for v in value.value]
        elif isinstance(value, yaml.ScalarNode):
            fields[key.value] = value.value
        else:
            raise InputError(f"{key.value}: a list of faction codes or a number, not a mapping", at(value))
    if "card" not in fields:
        raise InputError("a card entry needs 'card: N'", at(item))
    raw = fields["card"]
    if not (isinstance(raw, str) and raw.isdigit() and 1 <= int(raw) <= 72):
        raise InputError(f"card: an Event card's number, 1-72, not {raw!r}", at(nodes["card"]))
    number = int(raw)
    lists: dict[str, tuple[str, ...] | None] = {}
    for k in ("order", "critical", "halo"):
        if k not in fields:
            lists[k] = None
            continue
        v = fields[k]
        if not isinstance(v, list) or any(not isinstance(x, str) or x.upper() not in terms.FACTIONS for x in v):
            raise InputError(f"{k}: a list of faction codes (RAJ, INC, ML, REV), e.g. [RAJ, INC]", at(nodes[k]))
        codes = tuple(str(x).upper() for x in v)
        if len(set(codes)) != len(codes):
            raise InputError(f"{k}: a faction named twice", at(nodes[k]))
        lists[k] = codes
    order = lists["order"]
    if order is not None:
        if len(order) != 4:
            raise InputError("order: all four factions, left to right (2.3.2)", at(nodes["order"]))
        problem = check(number, order)
        if problem:
            raise InputError(problem, at(nodes["order"]))
    if lists["halo"] and terms.RAJ in lists["halo"]:
        raise InputError("halo: the Raj's icon has no halo (8.8.2: the NP Raj always plays the unshaded text)",
                         at(nodes["halo"]))
    line = item.start_mark.line + 1
    return Face(number, order, lists["critical"], lists["halo"], str(fields.get("source") or ""),
                f"{at(item).path}:{line}")


def save(number: int, order: tuple[str, ...] | None, critical: tuple[str, ...] | None,
         halo: tuple[str, ...] | None, check: Check) -> Path:
    """Write card `number`'s face (the fields given; the others kept) into the file in force,
    checked as it is read, written whole by a rename (never half-written). The file's path."""
    import yaml

    from ..io.safewrite import write_text

    p = path()
    current = read(p, check) if p.exists() else {}
    old = current.get(number)
    merged = Face(number, order if order is not None else (old.order if old else None),
                  critical if critical is not None else (old.critical if old else None),
                  halo if halo is not None else (old.halo if old else None),
                  old.source if old and old.source else "the table's copy of the card", "")
    current[number] = merged
    entries = []
    for n in sorted(current):
        f = current[n]
        e: dict[str, object] = {"card": n}
        for k in ("order", "critical", "halo"):
            if getattr(f, k) is not None:
                e[k] = list(getattr(f, k))
        e["source"] = f.source
        entries.append(e)
    text = ("# gandhi card faces: what the printed cards show (faction order 2.3.2; Critical 8.8.1 and\n"
            "# haloed 8.8.2 Non-Player icons). Edit it, or use `gandhi card N --order ... --critical ...`.\n"
            + yaml.safe_dump({"cards": entries}, sort_keys=False, default_flow_style=None))
    p.parent.mkdir(parents=True, exist_ok=True)
    write_text(p, text)
    _loaded.clear()
    return p
