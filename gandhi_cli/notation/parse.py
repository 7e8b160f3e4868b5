"""The move notation read: a log parsed into statements with their positions (`notation.statements`).

The grammar is `grammar/gandhi.lark` (LALR, built once per process). A log is split into
statements at lines that begin one (`[`, `card`, `campaign`, `reveal` or a faction code), and each
statement is parsed on its own, so one typo costs one statement: every syntax error in a log is
reported, each with its line and column. Space names are kept as written; `resolve_spaces`
checks them against a map and suggests the closest names. What the moves mean is the replay
engine's business, not this module's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from ..io.errors import GandhiError, InputError, Location
from ..io.quoting import cut
from ..io.resources import grammar_dir
from ..io.textlines import controls, lines as text_lines
from ..model import terms
from .statements import (
    PIECE_CODES,
    CampaignStart,
    CardStart,
    Header,
    Log,
    Number,
    Part,
    Pieces,
    Play,
    Pos,
    Reveal,
    Route,
    SpaceRef,
    Step,
    Word,
)

MAX_LOG_BYTES = 5_000_000
# Bounds on the moves in a log, so that any file under MAX_LOG_BYTES is read in seconds with
# bounded memory (issue #15; a whole Short game is 134 statements and 6 kB of moves, its longest
# statement 166 characters, the tutorial's 545). Comments and spaces do not count.
MAX_STATEMENTS = 5_000  # moves, cards and Campaign rounds: headers are counted apart (issue #35)
MAX_HEADERS = 200  # a log has a handful ([Scenario], [Seed], [Players], [Gandhi], a [Reading] each)
MAX_STATEMENT_CHARS = 5_000
MAX_MOVES_CHARS = 250_000
MAX_NAME_CHARS = 1_000  # a space name or header value (a [Scenario] path; the longest space name has 28)
MAX_NUMBER_DIGITS = 30
_SPACES = re.compile(r"\s+")
_PLAIN_COMMENT = re.compile(r"#[^\n]*")
COMMENT = re.compile(r'("[^"\n]*")|#[^\n]*')  # a comment, or a quoted name (which may hold a "#")

ACTIVITY_ALIASES = {"cd": "civil-disobedience", "nc": "non-cooperation"}
STATEMENT_START = re.compile(r"^\s*(\[|card\b|campaign\b|reveal\b|(RAJ|INC|ML|REV)(?![A-Za-z0-9&'-]))", re.I)


@lru_cache(maxsize=1)
def _backend():
    """The LALR parser and the classes of its tokens and errors, built once per process.

    An installed wheel carries the parser generated ahead of time (`grammar/standalone.py`, run by
    `setup.py`; issue #31): its module is used when it was made from the grammar installed beside
    it, and then Lark is not even imported. Otherwise (a source checkout, an edited grammar) Lark
    builds the parser; building its LALR tables takes ~150 ms, so they are cached in the user's
    cache directory, keyed by the grammar's hash and Lark's version; without a writable cache
    directory the parser is simply built."""
    import hashlib

    grammar = (grammar_dir() / "gandhi.lark").read_text(encoding="utf-8")
    digest = hashlib.sha256(grammar.encode("utf-8")).hexdigest()
    try:
        from . import _standalone_parser as ahead  # type: ignore[attr-defined]  # only in a built wheel
    except ImportError:
        ahead = None
    if ahead is not None and getattr(ahead, "GRAMMAR_SHA256", None) == digest:
        return _Backend(ahead.Lark_StandAlone(), ahead.Token, ahead.UnexpectedToken,
                        ahead.UnexpectedCharacters, ahead.UnexpectedEOF)
    import lark
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

    key = hashlib.sha256(f"{grammar}|{lark.__version__}".encode()).hexdigest()[:16]
    from ..io.cachedir import cache_dir

    base = cache_dir()
    cache: str | bool = str(base / f"parser-{key}.lark") if base else False
    options = generator().OPTIONS  # the options the generated parser was built with
    try:
        built = lark.Lark(grammar, cache=cache, **options)
    except OSError:  # an unwritable or unreadable cache file
        built = lark.Lark(grammar, **options)
    return _Backend(built, lark.Token, UnexpectedToken, UnexpectedCharacters, UnexpectedEOF)


def generator():
    """`grammar/standalone.py`, the tool that generates the parser (its `OPTIONS`, `source`),
    loaded from the shipped grammar folder: it sits beside the grammar, outside the package's
    modules in a source checkout."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("gandhi_grammar_standalone", grammar_dir() / "standalone.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _Backend(NamedTuple):
    """A parser with `parse(text)`, and the classes its trees and errors are made of."""

    parser: Any
    Token: type
    UnexpectedToken: type
    UnexpectedCharacters: type
    UnexpectedEOF: type


def parser():
    """The notation's LALR parser (`parse(text)` gives a tree), built once per process."""
    return _backend().parser


def generated_ahead() -> bool:
    """Whether this process parses with the parser generated when the package was built."""
    return _backend().Token.__module__.endswith("_standalone_parser")


def chunks(text: str) -> list[tuple[int, str]]:
    """Split a log into statements: (first line number, text). Blank and comment-only lines
    before the first statement are kept with it."""
    return list(iter_chunks(text))


def iter_chunks(text: str) -> Iterator[tuple[int, str]]:
    """`chunks`, one statement at a time (so a reader can stop early)."""
    start, lines = 0, []  # type: tuple[int, list[str]]
    for i, line in enumerate(text_lines(text), 1):
        if STATEMENT_START.match(line) and lines:
            yield start, "\n".join(lines)
            lines = []
        if not lines:
            start = i
        lines.append(line)
    if lines:
        yield start, "\n".join(lines)


def parse_file(path: str | Path) -> Log:
    from ..io.yamlio import read_text

    return parse(read_text(path, max_bytes=MAX_LOG_BYTES), str(path), cache=True)


def parse(text: str, name: str = "<log>", *, cache: bool = False) -> Log:
    """Parse a whole log; syntax errors are collected, not raised. A log holding a control
    character (`io.textlines.controls`: lines end at "\\n" only, issue #35) is not read: each
    such character is an error at its place.

    With `cache` (the commands' reading of a log file, issue #31), each statement read without an
    error is kept in the parse cache under the log's file (`io.cachedir.get_chunks`), by its text:
    a later run on the same, an appended or an edited log parses only the statements it has not
    seen, and a log wholly seen never loads the parser."""
    refused = tuple(controls(text, name))
    if refused:
        return Log(name, (), (), refused)
    headers: list[Header] = []
    statements: list = []
    errors: list[InputError] = []
    parts = _bounded_chunks(text)
    too_much = _over_bounds(parts, name)
    if too_much is not None:
        return Log(name, (), (), (too_much,))
    store = _ChunkCache(name) if cache else None
    for start, chunk in parts:
        if store is not None:
            items = store.get(chunk, start - 1)
            if items is not None:
                for item in items:
                    (headers if isinstance(item, Header) else statements).append(item)
                continue
        try:
            tree = parser().parse(chunk)
        except GandhiError as exc:  # an InputError; any other the same message and place, as one
            errors.append(exc if isinstance(exc, InputError) else InputError(exc.message, exc.location))
            continue
        except Exception as exc:  # lark's UnexpectedInput family
            errors.append(_syntax_error(exc, name, start, chunk))
            continue
        built: list = []
        try:
            for node in tree.children:
                item = _build(node, start - 1, name)
                built.append(item)
                (headers if isinstance(item, Header) else statements).append(item)
        except InputError as exc:
            errors.append(exc)
        except _TooLong as exc:
            errors.append(InputError(exc.message, Location(name, exc.pos.line, exc.pos.column)))
        else:
            if store is not None:
                store.put(chunk, start - 1, built)
    if store is not None:
        store.save()
    return Log(name, tuple(headers), tuple(statements), tuple(errors), source=text)


# ---------------------------------------------------------------- the parse cache of a log's statements

CACHE_FORMAT = 1  # bumped when the encoding below changes


@lru_cache(maxsize=1)
def _code_key() -> str:
    """What a cached statement was parsed by: the grammar, this module and the statements' and
    terms' modules (their source text), and the encoding's format. An entry made by any other is
    not used."""
    import hashlib

    digest = hashlib.sha256(str(CACHE_FORMAT).encode())
    from . import statements as statements_module

    for path in (grammar_dir() / "gandhi.lark", Path(__file__), Path(statements_module.__file__ or ""),
                 Path(terms.__file__ or "")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:32]


_SEEN: dict[tuple[str, int], tuple] = {}  # (statement text, line offset) -> its items: this process's parses


class _ChunkCache:
    """The statements of one log file as last parsed (`io.cachedir.get_chunks`), by their text;
    positions are kept relative to the statement's first line, so a statement that moved (a line
    inserted above it) is still found. This process's own parses are kept too (`gandhi add`
    reads the log twice)."""

    def __init__(self, name: str):
        from ..io.cachedir import get_chunks

        self.name = name
        try:
            self.key = _code_key()
        except OSError:  # a source file not readable: no cache
            self.key = ""
        self.stored: dict[str, Any] = get_chunks(name, self.key) if self.key else {}
        self.new: dict[str, Any] = {}  # statement text -> its encoding, for the entry saved
        self.seen: dict[str, tuple[int, tuple]] = {}  # found in this process: encoded only if saved

    def get(self, chunk: str, offset: int) -> tuple | None:
        seen = _SEEN.get((chunk, offset))
        if seen is not None:
            self.seen[chunk] = (offset, seen)
            return seen
        encoded = self.stored.get(chunk)
        if encoded is None:
            return None
        try:
            items = tuple(_decode(e, offset) for e in encoded)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):  # not an entry this code wrote
            self.stored.pop(chunk, None)
            return None
        self.new[chunk] = encoded
        _remember(chunk, offset, items)
        return items

    def put(self, chunk: str, offset: int, items: list) -> None:
        _remember(chunk, offset, tuple(items))
        if self.key:
            self.new[chunk] = [_encode(item, offset) for item in items]
            self.changed = True

    changed = False

    def save(self) -> None:
        """Store this parse's statements, when it parsed any anew."""
        if self.changed:
            from ..io.cachedir import put_chunks

            for chunk, (offset, items) in self.seen.items():
                if chunk not in self.new:
                    self.new[chunk] = [_encode(item, offset) for item in items]
            put_chunks(self.name, self.key, self.new)


def _remember(chunk: str, offset: int, items: tuple) -> None:
    if len(_SEEN) > 20_000:  # a long-lived process (a test run, `gandhi table`) keeps a bounded memory
        _SEEN.clear()
    _SEEN[(chunk, offset)] = items


def _encode(item, offset: int) -> list:
    """A statement as JSON: a list led by its kind, lines relative to `offset`."""
    pos = item.pos
    if isinstance(item, Header):
        return ["H", item.tag, list(item.values), pos.line - offset, pos.column]
    if isinstance(item, (CardStart, Reveal)):
        return ["C" if isinstance(item, CardStart) else "R", item.number,
                None if item.order is None else list(item.order), pos.line - offset, pos.column]
    if isinstance(item, CampaignStart):
        return ["K", item.number, pos.line - offset, pos.column]
    assert isinstance(item, Play)
    return ["Y", item.faction, item.choice, pos.line - offset, pos.column, item.side,
            [[p.name, p.limited, [_encode_step(s, offset) for s in p.steps]] for p in item.parts],
            [_encode_step(s, offset) for s in item.steps]]


def _encode_step(step: Step, offset: int) -> list:
    return [step.verb, [_encode_arg(a, offset) for a in step.args], step.pos.line - offset, step.pos.column]


def _encode_arg(arg, offset: int):
    if isinstance(arg, (str, int)):  # a target's factions, a transfer's amount
        return arg
    if isinstance(arg, SpaceRef):
        return ["s", arg.name, arg.pos.line - offset, arg.pos.column, arg.quoted]
    if isinstance(arg, Route):
        return ["r", [_encode_arg(s, offset) for s in arg.spaces]]
    if isinstance(arg, Pieces):
        return ["p", arg.count, arg.kind, arg.side]
    if isinstance(arg, Number):
        return ["n", arg.value, arg.signed]
    assert isinstance(arg, Word), arg
    return ["w", arg.kind, arg.value]


def _decode(e: list, offset: int):
    kind = e[0]
    if kind == "Y":
        return Play(_str(e[1]), _str(e[2]), Pos(e[3] + offset, e[4]), side=e[5],
                    parts=tuple(Part(_str(p[0]), bool(p[1]), tuple(_decode_step(s, offset) for s in p[2]))
                                for p in e[6]),
                    steps=tuple(_decode_step(s, offset) for s in e[7]))
    if kind == "H":
        return Header(_str(e[1]), tuple(e[2]), Pos(e[3] + offset, e[4]))
    if kind in ("C", "R"):
        cls = CardStart if kind == "C" else Reveal
        return cls(int(e[1]), None if e[2] is None else tuple(e[2]), Pos(e[3] + offset, e[4]))
    if kind == "K":
        return CampaignStart(int(e[1]), Pos(e[2] + offset, e[3]))
    raise ValueError(kind)


def _decode_step(e: list, offset: int) -> Step:
    return Step(_str(e[0]), tuple(_decode_arg(a, offset) for a in e[1]), Pos(e[2] + offset, e[3]))


def _decode_arg(a, offset: int):
    if not isinstance(a, list):
        return a
    kind = a[0]
    if kind == "s":
        return SpaceRef(_str(a[1]), Pos(a[2] + offset, a[3]), quoted=bool(a[4]))
    if kind == "p":
        return Pieces(int(a[1]), _str(a[2]), a[3])
    if kind == "w":
        return Word(_str(a[1]), _str(a[2]))
    if kind == "n":
        return Number(int(a[1]), signed=bool(a[2]))
    if kind == "r":
        return Route(tuple(_decode_arg(s, offset) for s in a[1]))
    raise ValueError(kind)


def _str(value) -> str:
    if not isinstance(value, str):
        raise TypeError(value)
    return value


def _bounded_chunks(text: str) -> list[tuple[int, str]]:
    """The log's statements without their comments, read up to one past MAX_STATEMENTS
    statements or MAX_HEADERS headers (the headers are not statements: issue #35)."""
    parts: list[tuple[int, str]] = []
    statements = headers = 0
    for start, chunk in iter_chunks(text):
        code = _uncommented(chunk)
        parts.append((start, code))
        if _is_header(code):
            headers += 1
        else:
            statements += 1
        if statements > MAX_STATEMENTS or headers > MAX_HEADERS:
            break
    return parts


def _is_header(code: str) -> bool:
    return code.lstrip().startswith("[")


def _over_bounds(parts: list[tuple[int, str]], name: str) -> InputError | None:
    """The first bound on the moves that the log crosses (MAX_STATEMENTS, MAX_HEADERS,
    MAX_STATEMENT_CHARS, MAX_MOVES_CHARS), as an error at the statement where it is crossed; None
    within bounds."""
    total = statements = headers = 0
    for start, chunk in parts:
        if _is_header(chunk):
            headers += 1
        else:
            statements += 1
        if statements > MAX_STATEMENTS:
            return InputError(f"over {MAX_STATEMENTS} statements (a whole game has a few hundred; "
                              "headers aside): the log is not read", Location(name, start, 1))
        if headers > MAX_HEADERS:
            return InputError(f"over {MAX_HEADERS} headers: the log is not read", Location(name, start, 1))
        size = len(_SPACES.sub("", chunk))
        if size > MAX_STATEMENT_CHARS:
            return InputError(f"a statement of {size} characters, comments and spaces aside (at most "
                              f"{MAX_STATEMENT_CHARS}): the log is not read", Location(name, start, 1))
        total += size
        if total > MAX_MOVES_CHARS:
            return InputError(f"over {MAX_MOVES_CHARS} characters of moves, comments and spaces aside (a whole game "
                              "has a few tens of thousands): the log is not read", Location(name, start, 1))
    return None


def _uncommented(chunk: str) -> str:
    """A statement without its comments (the parser ignores them, but would read them one line at
    a time); the lines and columns of everything else stay as they were."""
    if "#" not in chunk:
        return chunk
    if '"' not in chunk:
        return _PLAIN_COMMENT.sub("", chunk)
    return COMMENT.sub(lambda m: m.group(1) or "", chunk)


class _TooLong(Exception):
    """A number or a name in a statement over its bound (MAX_NUMBER_DIGITS, MAX_NAME_CHARS)."""

    def __init__(self, message: str, pos: Pos):
        super().__init__(message)
        self.message = message
        self.pos = pos


def _int(tok, offset: int) -> int:
    """A number token as an int, refused over MAX_NUMBER_DIGITS digits (Python itself refuses
    to read an integer of over 4,300 digits)."""
    digits = len(str(tok).lstrip("+-"))
    if digits > MAX_NUMBER_DIGITS:
        raise _TooLong(f"a number of {digits} digits (at most {MAX_NUMBER_DIGITS})",
                       Pos(tok.line + offset, tok.column))
    return int(tok)


def _name(text: str, tok, offset: int) -> str:
    if len(text) > MAX_NAME_CHARS:
        raise _TooLong(f"a name of {len(text)} characters (at most {MAX_NAME_CHARS}): {cut(text)!r}",
                       Pos(tok.line + offset, tok.column))
    return text


def _syntax_error(exc: Exception, name: str, start: int, chunk: str) -> InputError:
    backend = _backend()
    UnexpectedToken, UnexpectedCharacters, UnexpectedEOF = (  # noqa: N806 (classes)
        backend.UnexpectedToken, backend.UnexpectedCharacters, backend.UnexpectedEOF)
    line = (getattr(exc, "line", None) or 1) + start - 1
    column = getattr(exc, "column", None)
    if isinstance(exc, UnexpectedToken):
        got = cut(exc.token.value) if exc.token.type != "$END" else "the end of the statement"
        expected = _human(exc.expected)
        message = f"unexpected {got!r}" + (f"; expected {expected}" if expected else "")
        if exc.token.type == "COMMA" and "SEMICOLON" in exc.expected:  # a comma between steps (issue #23)
            message = f"unexpected {got!r}: {STEP_SEPARATOR}"
        if exc.token.type in ("WORD", "TAG"):
            message += _keyword_hint(str(got))
    elif isinstance(exc, UnexpectedCharacters):
        at = re.match(r"[^\s;:>\[\]+,]*", chunk[exc.pos_in_stream:])
        word = cut((at.group(0) if at else "") or exc.char)
        expected = _human(exc.allowed or ())
        message = f"cannot read {word!r} here" + (f"; expected {expected}" if expected else "")
        if word == "," and "SEMICOLON" in (exc.allowed or ()):
            message = f"cannot read {word!r} here: {STEP_SEPARATOR}"
        elif word == "&":  # `Jammu & Kashmir` unquoted (issue #35)
            message = f"cannot read {word!r} here: {LONE_AMPERSAND}"
        message += _keyword_hint(word)
    elif isinstance(exc, UnexpectedEOF):
        message = f"the statement ends too early; expected {_human(exc.expected)}"
    else:
        message = f"cannot read this statement ({type(exc).__name__})"
    return InputError(message, Location(name, line, column if isinstance(column, int) and column > 0 else None))


LONE_AMPERSAND = ("a space name with a lone & is written in quotes or by an alias "
                  "(\"Jammu & Kashmir\" or J&K; gandhi map lists the aliases)")
STEP_SEPARATOR = "separate steps with ; (and a step's spaces with spaces: select UP Bihar)"
HUMAN = {"FACTION": "a faction (RAJ, INC, ML, REV)", "INT": "a number", "SIGNED": "+N or -N",
         "VERB": "a step (place, remove, move, …)", "ACTIVITY": "an Operation or Special Activity",
         "PIECES": "pieces (e.g. 2T, 3S, 1 INC, gandhi)", "WORD": "a space name", "STRING": "a space name",
         "SIDE": "unshaded or shaded", "PASS": "pass", "EVENT": "event", "TAG": "a header name",
         "MARKER": "a marker (protest, unrest, strike, muslim-state)", "LEVEL": "a level",
         "RSQB": "]", "LSQB": "[", "COLON": ":", "PLUS": "+", "SEMICOLON": ";", "MORETHAN": ">",
         "COMMA": ",", "CARD": "card", "CAMPAIGN": "campaign", "REVEAL": "reveal", "TO": "to", "LIMITED": "limited"}


def _human(expected) -> str:
    names = sorted({HUMAN.get(e, e.lower()) for e in expected})
    return ", ".join(names[:8])


KEYWORDS = terms.NOTATION_KEYWORDS


def _keyword_hint(word: str) -> str:
    import difflib

    if len(word) > 30:  # no keyword is that long (and difflib's cost grows with the word)
        return ""
    close = difflib.get_close_matches(word.lower(), KEYWORDS, n=2, cutoff=0.75)
    return f" (did you mean {' or '.join(close)}?)" if close else ""


def _pos(meta, offset: int) -> Pos:
    return Pos(getattr(meta, "line", 1) + offset, getattr(meta, "column", 1))


def _build(node, offset: int, name: str):
    Token = _backend().Token  # noqa: N806 (a class)

    kind = node.data
    ch = node.children
    pos = _pos(node.meta, offset)
    if kind == "header":
        return Header(_name(str(ch[0]), ch[0], offset), tuple(_value(v, offset) for v in ch[1:]), pos)
    if kind in ("card", "reveal"):
        number = _int(ch[1], offset)
        order = tuple(str(t).upper() for t in ch[2].children) if len(ch) > 2 else None
        if order is not None and sorted(order) != sorted(terms.FACTIONS):
            raise InputError(f"{kind} {number}: the order must name RAJ, INC, ML and REV once each",
                             Location(name, pos.line, pos.column))
        return CardStart(number, order, pos) if kind == "card" else Reveal(number, order, pos)
    if kind == "campaign":
        return CampaignStart(_int(ch[1], offset), pos)
    faction = str(ch[0]).upper()
    if kind == "pass_":
        return Play(faction, "pass", pos, steps=_steps(ch[2], offset) if len(ch) > 2 else ())
    if kind == "event":
        steps = _steps(ch[3], offset) if len(ch) > 3 else ()
        return Play(faction, "event", pos, side=str(ch[2]).lower(), steps=steps)
    # activity
    rest = ch[1:]
    name = ACTIVITY_ALIASES.get(str(rest[0]).lower(), str(rest[0]).lower())
    limited = any(isinstance(t, Token) and t.type == "LIMITED" for t in rest)
    steps_node = next((t for t in rest if not isinstance(t, Token) and t.data == "steps"), None)
    parts = [Part(name, limited, _steps(steps_node, offset) if steps_node is not None else ())]
    for node in rest:
        if not isinstance(node, Token) and node.data == "part":
            part_name = str(node.children[0]).lower()
            part_steps = _steps(node.children[1], offset) if len(node.children) > 1 else ()
            parts.append(Part(ACTIVITY_ALIASES.get(part_name, part_name), False, part_steps))
    return Play(faction, "activity", pos, parts=tuple(parts))


def _value(v, offset: int):
    Token = _backend().Token  # noqa: N806 (a class)

    if isinstance(v, Token):
        if v.type in ("INT", "SIGNED"):
            return _int(v, offset)
        if v.type == "STRING":
            return _name(v[1:-1], v, offset)
        if v.type == "FACTION":
            return v.upper()
        return _name(str(v), v, offset)
    return "+".join(str(t).upper() for t in v.children)  # faction_group


def _steps(node, offset: int) -> tuple[Step, ...]:
    out = []
    for st in node.children:
        pos = _pos(st.meta, offset)
        ch = st.children
        if st.data in ("target", "ineligible"):
            out.append(Step(st.data, tuple(str(t).upper() for t in ch[1:]), pos))
        elif st.data == "transfer":
            out.append(Step("transfer", (_int(ch[1], offset), str(ch[3]).upper()), pos))
        elif st.data == "resources":
            out.append(Step("resources", (str(ch[1]).upper(), _int(ch[2], offset)), pos))
        else:
            args: list = []
            for a in ch[1:]:
                if not hasattr(a, "type") and a.data in ("from_", "to_"):
                    args.extend(_arg(t, offset) for t in a.children)
                else:
                    args.append(_arg(a, offset))
            out.append(Step(str(ch[0]).lower(), tuple(args), pos))
    return tuple(out)


def _arg(a, offset: int):
    Token = _backend().Token  # noqa: N806 (a class)

    if not isinstance(a, Token):
        if a.data == "path":
            return Route(tuple(_space(s, offset) for s in a.children))
        return _space(a, offset)
    t = a.type
    if t == "PIECES":
        text = str(a).strip().lower()
        if text == "gandhi":
            return Pieces(1, terms.GANDHI)
        m = re.fullmatch(r"(\d+)\s*(.+)", text)
        assert m is not None  # the PIECES token's own shape
        kind, side = PIECE_CODES[m.group(2)]
        if len(m.group(1)) > MAX_NUMBER_DIGITS:
            raise _TooLong(f"a number of {len(m.group(1))} digits (at most {MAX_NUMBER_DIGITS})",
                           Pos((a.line or 1) + offset, a.column or 1))
        return Pieces(int(m.group(1)), kind, side)
    if t == "INT":
        return Number(_int(a, offset))
    if t == "SIGNED":
        return Number(_int(a, offset), signed=True)
    if t in ("MARKER", "LEVEL", "BOX"):
        value = str(a).lower()
        return Word(t.lower(), "out-of-play" if value == "oop" else value)
    return Word(t.lower(), str(a).lower())  # WITH, TO, FROM


def _space(node, offset: int) -> SpaceRef:
    tok = node.children[0]
    name = str(tok)[1:-1] if tok.type == "STRING" else str(tok)
    return SpaceRef(_name(name, tok, offset), Pos(tok.line + offset, tok.column), quoted=tok.type == "STRING")



def space_refs(log: Log):
    """Every space name written in the log's steps, in order."""
    for st in log.statements:
        if not isinstance(st, Play):
            continue
        steps = list(st.steps)
        for act in st.parts:
            steps.extend(act.steps)
        for step in steps:
            for arg in step.args:
                if isinstance(arg, SpaceRef):
                    yield arg
                elif isinstance(arg, Route):
                    yield from arg.spaces


def resolve_spaces(log: Log, board) -> list[InputError]:
    """Check every space name against the map (a run of unquoted words read as the map's names,
    `notation.names`): unknown or ambiguous names, with suggestions and how to write them."""
    from .names import read_names

    errors = []
    for st in log.statements:
        if isinstance(st, Play):
            for step in (*st.steps, *(s for act in st.parts for s in act.steps)):
                errors.extend(read_names(step.args, board, log.path)[1])
    return errors
