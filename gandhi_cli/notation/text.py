"""The move notation: parse a log into small immutable objects, and write them back (`fmt`).

The grammar is `grammar/gandhi.lark` (LALR, built once per process). A log is split into
statements at lines that begin one (`[`, `card`, `campaign` or a faction code), and each
statement is parsed on its own, so one typo costs one statement: every syntax error in a log is
reported, each with its line and column. Space names are kept as written; `resolve_spaces`
checks them against a map and suggests the closest names. What the moves mean is the replay
engine's business, not this module's.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING

from ..io.errors import GandhiError, InputError, Location
from ..io.quoting import cut
from ..io.resources import grammar_dir
from ..model import terms

if TYPE_CHECKING:  # loaded when Actions are used (its enums cost every command start-up time)
    from . import actions as A

MAX_LOG_BYTES = 5_000_000
# Bounds on the moves in a log, so that any file under MAX_LOG_BYTES is read in seconds with
# bounded memory (issue #15; a whole Short game is 134 statements and 6 kB of moves, its longest
# statement 166 characters, the tutorial's 545). Comments and spaces do not count.
MAX_STATEMENTS = 5_000
MAX_STATEMENT_CHARS = 5_000
MAX_MOVES_CHARS = 250_000
MAX_NAME_CHARS = 1_000  # a space name or header value (a [Scenario] path; the longest space name has 28)
MAX_NUMBER_DIGITS = 30
_SPACES = re.compile(r"\s+")
_PLAIN_COMMENT = re.compile(r"#[^\n]*")
_COMMENT = re.compile(r'("[^"\n]*")|#[^\n]*')  # a comment, or a quoted name (which may hold a "#")

PIECE_CODES = {  # notation code -> (piece kind, Guerrilla side or None)
    "t": (terms.TROOPS, None), "troop": (terms.TROOPS, None), "troops": (terms.TROOPS, None),
    "s": (terms.SEPOYS, None), "sepoy": (terms.SEPOYS, None), "sepoys": (terms.SEPOYS, None),
    "g": (terms.GUERRILLAS, None), "guerrilla": (terms.GUERRILLAS, None), "guerrillas": (terms.GUERRILLAS, None),
    "hidden": (terms.GUERRILLAS, "hidden"), "active": (terms.GUERRILLAS, "active"),
    "inc": (terms.INC_ACTIVISTS, None), "ml": (terms.ML_ACTIVISTS, None),
    "mlb": (terms.ML_BASES, None), "ml-base": (terms.ML_BASES, None), "ml-bases": (terms.ML_BASES, None),
    "rb": (terms.REV_BASES, None), "rev-base": (terms.REV_BASES, None), "rev-bases": (terms.REV_BASES, None),
}
CANONICAL_PIECE = {terms.TROOPS: "T", terms.SEPOYS: "S", terms.GUERRILLAS: "G", terms.INC_ACTIVISTS: " INC",
                   terms.ML_ACTIVISTS: " ML", terms.ML_BASES: " MLB", terms.REV_BASES: " RB"}


def piece_text(kind: str, n: int = 1) -> str:
    """Pieces as the notation writes them: `2T`, `1S`, `3G`, `1 INC`, `1 MLB`, `gandhi`."""
    return "gandhi" if kind == terms.GANDHI else f"{n}{CANONICAL_PIECE[kind]}"


ACTIVITY_ALIASES = {"cd": "civil-disobedience", "nc": "non-cooperation"}
STATEMENT_START = re.compile(r"^\s*(\[|card\b|campaign\b|(RAJ|INC|ML|REV)(?![A-Za-z0-9&'-]))", re.I)


@dataclass(frozen=True)
class Pos:
    line: int
    column: int


@dataclass(frozen=True)
class Pieces:
    count: int
    kind: str  # a piece kind from terms
    side: str | None = None  # Guerrillas only: "hidden" or "active" when stated

    def text(self) -> str:
        if self.side and self.kind != terms.GANDHI:
            return f"{self.count} {self.side}"
        return piece_text(self.kind, self.count)


@dataclass(frozen=True)
class SpaceRef:
    name: str
    pos: Pos = field(compare=False)

    def text(self) -> str:
        return f'"{self.name}"' if not re.fullmatch(r"[A-Za-z][A-Za-z0-9&'\-]*", self.name) else self.name


@dataclass(frozen=True)
class Route:
    """A movement path: the spaces a piece passes through, first to last."""

    spaces: tuple[SpaceRef, ...]

    def text(self) -> str:
        return ">".join(s.text() for s in self.spaces)


@dataclass(frozen=True)
class Word:
    """A keyword argument: a marker, a level, a box, or with/to/from."""

    kind: str  # "marker" | "level" | "box" | "with" | "to" | "from"
    value: str

    def text(self) -> str:
        return self.value


@dataclass(frozen=True)
class Number:
    value: int
    signed: bool = False

    def text(self) -> str:
        return f"{self.value:+d}" if self.signed else str(self.value)


@dataclass(frozen=True)
class Step:
    verb: str
    args: tuple
    pos: Pos = field(compare=False)

    def text(self) -> str:
        if self.verb in ("target", "ineligible"):
            return self.verb + " " + ", ".join(self.args)
        if self.verb == "transfer":
            return f"transfer {self.args[0]} to {self.args[1]}"
        if self.verb == "resources":
            return f"resources {self.args[0]} {self.args[1]:+d}"
        return " ".join([self.verb] + [a.text() for a in self.args])


@dataclass(frozen=True)
class Part:
    name: str
    limited: bool
    steps: tuple[Step, ...]

    def text(self) -> str:
        head = self.name + (" limited" if self.limited else "")
        return head + (": " + "; ".join(s.text() for s in self.steps) if self.steps else "")


@dataclass(frozen=True)
class Play:
    """One faction's choice on a card (2.3.4) or its part of a Campaign round."""

    faction: str
    choice: str  # "pass" | "event" | "activity"
    pos: Pos = field(compare=False)
    side: str | None = None  # "unshaded" | "shaded" for an Event
    parts: tuple[Part, ...] = ()  # the Operation and Special Activity parts, in the order done
    steps: tuple[Step, ...] = ()  # a Pass's or an Event's steps

    @property
    def activity(self) -> Part | None:
        """The first part written (the Operation, or the SA when done before it)."""
        return self.parts[0] if self.parts else None

    @property
    def sa(self) -> Part | None:
        """The second part written, after "+"."""
        return self.parts[1] if len(self.parts) > 1 else None

    def text(self) -> str:
        if self.choice == "pass":
            return " ".join([self.faction, "pass"] + [s.text() for s in self.steps])
        if self.choice == "event":
            body = ": " + "; ".join(s.text() for s in self.steps) if self.steps else ""
            return f"{self.faction} event {self.side}{body}"
        return f"{self.faction} " + " + ".join(p.text() for p in self.parts)


@dataclass(frozen=True)
class CardStart:
    number: int
    order: tuple[str, ...] | None
    pos: Pos = field(compare=False)

    def text(self) -> str:
        return f"card {self.number}" + (f" [{' '.join(self.order)}]" if self.order else "")


@dataclass(frozen=True)
class CampaignStart:
    number: int
    pos: Pos = field(compare=False)

    def text(self) -> str:
        return f"campaign {self.number}"


@dataclass(frozen=True)
class Header:
    tag: str
    values: tuple
    pos: Pos = field(compare=False)

    def text(self) -> str:
        def show(v) -> str:
            if isinstance(v, int):
                return str(v)
            return v if re.fullmatch(r"[A-Za-z][A-Za-z0-9&'\-]*|(RAJ|INC|ML|REV)(\+(RAJ|INC|ML|REV))+", v) else f'"{v}"'

        return "[" + " ".join([self.tag] + [show(v) for v in self.values]) + "]"


@dataclass(frozen=True)
class Log:
    path: str
    headers: tuple[Header, ...]
    statements: tuple  # CardStart | CampaignStart | Play, in order
    errors: tuple[InputError, ...]  # every syntax error, located
    source: str = field(default="", compare=False, repr=False)  # the text parsed: `fmt` keeps its comments


@lru_cache(maxsize=1)
def parser():
    """The Lark parser, built once per process. Building the LALR tables takes ~150 ms, so they
    are cached in the user's cache directory, keyed by the grammar's hash and Lark's version
    (7 ms to load); without a writable cache directory the parser is simply built."""
    import hashlib

    import lark

    grammar = (grammar_dir() / "gandhi.lark").read_text(encoding="utf-8")
    key = hashlib.sha256(f"{grammar}|{lark.__version__}".encode()).hexdigest()[:16]
    from ..io.cachedir import cache_dir

    base = cache_dir()
    cache: str | bool = str(base / f"parser-{key}.lark") if base else False
    try:
        return lark.Lark(grammar, parser="lalr", lexer="contextual", propagate_positions=True, cache=cache)
    except OSError:  # an unwritable or unreadable cache file
        return lark.Lark(grammar, parser="lalr", lexer="contextual", propagate_positions=True)


def chunks(text: str) -> list[tuple[int, str]]:
    """Split a log into statements: (first line number, text). Blank and comment-only lines
    before the first statement are kept with it."""
    return list(iter_chunks(text))


def iter_chunks(text: str) -> Iterator[tuple[int, str]]:
    """`chunks`, one statement at a time (so a reader can stop early)."""
    start, lines = 0, []  # type: tuple[int, list[str]]
    for i, line in enumerate(text.splitlines(), 1):
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

    return parse(read_text(path, max_bytes=MAX_LOG_BYTES), str(path))


def parse(text: str, name: str = "<log>") -> Log:
    """Parse a whole log; syntax errors are collected, not raised."""
    headers: list[Header] = []
    statements: list = []
    errors: list[InputError] = []
    parts = [(start, _uncommented(chunk)) for start, chunk in islice(iter_chunks(text), MAX_STATEMENTS + 1)]
    too_much = _over_bounds(parts, name)
    if too_much is not None:
        return Log(name, (), (), (too_much,))
    for start, chunk in parts:
        try:
            tree = parser().parse(chunk)
        except GandhiError as exc:  # an InputError; any other the same message and place, as one
            errors.append(exc if isinstance(exc, InputError) else InputError(exc.message, exc.location))
            continue
        except Exception as exc:  # lark's UnexpectedInput family
            errors.append(_syntax_error(exc, name, start, chunk))
            continue
        try:
            for node in tree.children:
                item = _build(node, start - 1, name)
                (headers if isinstance(item, Header) else statements).append(item)
        except InputError as exc:
            errors.append(exc)
        except _TooLong as exc:
            errors.append(InputError(exc.message, Location(name, exc.pos.line, exc.pos.column)))
    return Log(name, tuple(headers), tuple(statements), tuple(errors), source=text)


def _over_bounds(parts: list[tuple[int, str]], name: str) -> InputError | None:
    """The first bound on the moves that the log crosses (MAX_STATEMENTS, MAX_STATEMENT_CHARS,
    MAX_MOVES_CHARS), as an error at the statement where it is crossed; None within bounds."""
    total = 0
    for i, (start, chunk) in enumerate(parts):
        if i >= MAX_STATEMENTS:
            return InputError(f"over {MAX_STATEMENTS} statements (a whole game has a few hundred): "
                              "the log is not read", Location(name, start, 1))
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
    return _COMMENT.sub(lambda m: m.group(1) or "", chunk)


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
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

    line = (getattr(exc, "line", None) or 1) + start - 1
    column = getattr(exc, "column", None)
    if isinstance(exc, UnexpectedToken):
        got = cut(exc.token.value) if exc.token.type != "$END" else "the end of the statement"
        expected = _human(exc.expected)
        message = f"unexpected {got!r}" + (f"; expected {expected}" if expected else "")
        if exc.token.type in ("WORD", "TAG"):
            message += _keyword_hint(str(got))
    elif isinstance(exc, UnexpectedCharacters):
        at = re.match(r"[^\s;:>\[\]+,]*", chunk[exc.pos_in_stream:])
        word = cut((at.group(0) if at else "") or exc.char)
        expected = _human(exc.allowed or ())
        message = f"cannot read {word!r} here" + (f"; expected {expected}" if expected else "")
        message += _keyword_hint(word)
    elif isinstance(exc, UnexpectedEOF):
        message = f"the statement ends too early; expected {_human(exc.expected)}"
    else:
        message = f"cannot read this statement ({type(exc).__name__})"
    return InputError(message, Location(name, line, column if isinstance(column, int) and column > 0 else None))


HUMAN = {"FACTION": "a faction (RAJ, INC, ML, REV)", "INT": "a number", "SIGNED": "+N or -N",
         "VERB": "a step (place, remove, move, …)", "ACTIVITY": "an Operation or Special Activity",
         "PIECES": "pieces (e.g. 2T, 3S, 1 INC, gandhi)", "WORD": "a space name", "STRING": "a space name",
         "SIDE": "unshaded or shaded", "PASS": "pass", "EVENT": "event", "TAG": "a header name",
         "MARKER": "a marker (protest, unrest, strike, muslim-state)", "LEVEL": "a level",
         "RSQB": "]", "LSQB": "[", "COLON": ":", "PLUS": "+", "SEMICOLON": ";", "MORETHAN": ">",
         "COMMA": ",", "CARD": "card", "CAMPAIGN": "campaign", "TO": "to", "LIMITED": "limited"}


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
    from lark import Token

    kind = node.data
    ch = node.children
    pos = _pos(node.meta, offset)
    if kind == "header":
        return Header(_name(str(ch[0]), ch[0], offset), tuple(_value(v, offset) for v in ch[1:]), pos)
    if kind == "card":
        number = _int(ch[1], offset)
        order = tuple(str(t).upper() for t in ch[2].children) if len(ch) > 2 else None
        if order is not None and sorted(order) != sorted(terms.FACTIONS):
            raise InputError(f"card {number}: the order must name RAJ, INC, ML and REV once each",
                             Location(name, pos.line, pos.column))
        return CardStart(number, order, pos)
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
    from lark import Token

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
    from lark import Token

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
    return SpaceRef(_name(name, tok, offset), Pos(tok.line + offset, tok.column))


def fmt(log: Log | A.Action) -> str:
    """The canonical text of an Action (`action_text`, one line), or of a log: each statement's
    code in canonical form (keywords, activity names and piece codes spelt out, names quoted only
    when needed, `; ` between steps, ` + ` between parts) and the layout as written, so no
    comment is lost and line numbers stay (unless a statement was broken inside a step, or two
    statements shared a line):

    - comment-only and blank lines stay where they are, as written (the `#@np` lines the
      Non-Players read back, `# IT:` tags, players' messages);
    - a comment at the end of a line stays at the end of that line, at its column when the code
      still fits before it (else two spaces after the code); when the line's code joins the line
      above (it was broken inside a step), the comment stays on its line, alone;
    - one statement per line, except that a statement written over several lines keeps its line
      breaks before the steps and parts that began a line (`  ; step`, `  + part: step`);
    - the lines of a statement that does not parse are kept as written.

    A log parsed without its text (`Log.source` empty) is written one statement per line with a
    blank line before each card."""
    if not isinstance(log, Log):
        return action_text(log)
    if not log.source:
        return _fmt_statements(log)
    source = log.source.splitlines()
    bad = _unparsed_lines(log)
    entries: list[tuple[int, str]] = []  # (source line, text): comment-only, blank and unparsed lines
    trailing: dict[int, tuple[int, str]] = {}  # source line -> (column, comment) after code
    for number, line in enumerate(source, 1):
        code, column = _split_comment(line)
        if number in bad or not code.strip():
            entries.append((number, line.rstrip()))
        elif column is not None:
            trailing[number] = (column, line[column:].rstrip())
    code_lines: list[list] = []  # [source line, text, comments]
    items = sorted((*log.headers, *log.statements), key=lambda it: (it.pos.line, it.pos.column))
    for item in items:
        if item.pos.line in bad:
            continue
        for k, (seg_line, sep, text) in enumerate(_segments(item)):
            if k == 0:
                code_lines.append([seg_line, text, []])
            elif seg_line is not None and seg_line > code_lines[-1][0]:
                code_lines.append([seg_line, "  " + (sep.strip() + " " if sep.strip() else "") + text, []])
            else:
                code_lines[-1][1] += sep + text
    starts = [c[0] for c in code_lines]
    for number, comment in sorted(trailing.items()):
        at = bisect.bisect_right(starts, number) - 1
        if at >= 0 and starts[at] == number:
            code_lines[at][2].append(comment)
        else:  # the line's code joined the line above: the comment stays on its line, alone
            entries.append((number, "  " + comment[1]))
    for line, text, comments in code_lines:
        for column, comment in comments:
            text += " " * (column - len(text) if column - len(text) >= 2 else 2) + comment
        entries.append((line, text))
    entries.sort(key=lambda e: e[0])  # stable: statements that shared a line keep their order
    return "\n".join(text for _, text in entries) + "\n" if entries else ""


def _split_comment(line: str) -> tuple[str, int | None]:
    """A line's code and the column where its comment starts (`#` outside a quoted name)."""
    for m in _COMMENT.finditer(line):
        if m.group(1) is None:  # not a quoted name: the comment
            return line[:m.start()], m.start()
    return line, None


def _unparsed_lines(log: Log) -> set[int]:
    """The lines of the statements (chunks) that have a syntax error."""
    wrong = {e.location.line for e in log.errors if e.location is not None and e.location.line}
    bad: set[int] = set()
    for start, chunk in chunks(log.source):
        span = range(start, start + chunk.count("\n") + 1)
        if any(line in span for line in wrong):
            bad.update(span)
    return bad


def _segments(item) -> list[tuple[int | None, str, str]]:
    """A statement's canonical text in pieces that may begin a line: (source line or None for
    "where the previous piece is", separator, text). Joined on one line they give `item.text()`."""
    if not isinstance(item, Play):
        return [(item.pos.line, "", item.text())]
    if item.choice == "pass":
        head: list[tuple[int | None, str, str]] = [(item.pos.line, "", f"{item.faction} pass")]
        return head + [(s.pos.line, " ", s.text()) for s in item.steps]
    if item.choice == "event":
        return _with_steps(item.pos.line, "", f"{item.faction} event {item.side}", item.steps)
    out: list[tuple[int | None, str, str]] = []
    for k, part in enumerate(item.parts):
        name = part.name + (" limited" if part.limited else "")
        if k == 0:
            out += _with_steps(item.pos.line, "", f"{item.faction} {name}", part.steps)
        else:
            out += _with_steps(part.steps[0].pos.line if part.steps else None, " + ", name, part.steps)
    return out


def _with_steps(line: int | None, sep: str, head: str, steps: tuple[Step, ...]) -> list[tuple[int | None, str, str]]:
    if not steps:
        return [(line, sep, head)]
    return [(line, sep, f"{head}: {steps[0].text()}")] + [(s.pos.line, "; ", s.text()) for s in steps[1:]]


def _fmt_statements(log: Log) -> str:
    lines = [h.text() for h in log.headers]
    for st in log.statements:
        if isinstance(st, (CardStart, CampaignStart)) and lines:
            lines.append("")
        lines.append(st.text())
    return "\n".join(lines) + "\n"


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
    """Check every space name against the map: unknown or ambiguous names, with suggestions."""
    errors = []
    for ref in space_refs(log):
        try:
            board.resolve(ref.name, Location(log.path, ref.pos.line, ref.pos.column))
        except InputError as exc:
            errors.append(exc)
    return errors


# ------------------------------------------------------------------ typed Actions (issue #16)

Key = tuple[int, ...]  # (statement,), (statement, part), (statement, part, step[, arg[, space]])
EVENT_OR_PASS = -1  # the part index of a Pass's or an Event's own steps in a position key


@dataclass(frozen=True)
class ParsedActions:
    """A log read as typed Actions: `positions` maps a key — (statement,), (statement, part),
    (statement, part, step), (statement, part, step, arg) and, for a path, (…, arg, space) — to
    where it was written; a Pass's or an Event's steps have part EVENT_OR_PASS."""

    headers: tuple[Header, ...]
    actions: tuple[A.Action, ...]
    positions: dict[Key, Pos]
    errors: tuple[InputError, ...]


def parse_actions(text: str, name: str = "<log>") -> ParsedActions:
    """Parse a log into typed Actions and their position map; syntax errors are collected."""
    log = parse(text, name)
    positions: dict[Key, Pos] = {}
    actions = tuple(to_action(st, (i,), positions) for i, st in enumerate(log.statements))
    return ParsedActions(log.headers, actions, positions, log.errors)


def to_action(st: Play | CardStart | CampaignStart, key: Key = (0,),
              positions: dict[Key, Pos] | None = None) -> A.Action:
    """A parsed statement as a typed Action; its positions go to `positions` under `key`."""
    from . import actions as A

    where: dict[Key, Pos] = positions if positions is not None else {}
    where[key] = st.pos
    if isinstance(st, CardStart):
        return A.CardAction(st.number, tuple(A.Faction(f) for f in st.order) if st.order else None)
    if isinstance(st, CampaignStart):
        return A.CampaignAction(st.number)
    parts = []
    for p, part in enumerate(st.parts):
        if part.steps:
            where[key + (p,)] = part.steps[0].pos
        parts.append(A.ActionPart(A.ActivityName(part.name), part.limited,
                                  _to_steps(part.steps, (*key, p), where)))
    return A.FactionAction(A.Faction(st.faction), A.Choice(st.choice), A.Side(st.side) if st.side else None,
                           tuple(parts), _to_steps(st.steps, (*key, EVENT_OR_PASS), where))


def _to_steps(steps: tuple[Step, ...], key: Key, where: dict[Key, Pos]) -> tuple[A.ActionStep, ...]:
    from . import actions as A

    out = []
    for s, step in enumerate(steps):
        where[key + (s,)] = step.pos
        verb = A.Verb(step.verb)
        if verb in (A.Verb.TARGET, A.Verb.INELIGIBLE):
            out.append(A.ActionStep(verb, tuple(A.Faction(f) for f in step.args)))
        elif verb == A.Verb.TRANSFER:
            out.append(A.ActionStep(verb, (step.args[0], A.Faction(step.args[1]))))
        elif verb == A.Verb.RESOURCES:
            out.append(A.ActionStep(verb, (A.Faction(step.args[0]), step.args[1])))
        else:
            out.append(A.ActionStep(verb, _to_args(step.args, (*key, s), where)))
    return tuple(out)


def _to_args(args: tuple, key: Key, where: dict[Key, Pos]) -> tuple:
    from . import actions as A

    out: list = []
    items = list(args)
    i = 0
    while i < len(items):
        arg = items[i]
        k = (*key, len(out))
        if isinstance(arg, SpaceRef):
            where[k] = arg.pos
            out.append(A.SpaceName(arg.name))
        elif isinstance(arg, Route):
            for j, ref in enumerate(arg.spaces):
                where[k + (j,)] = ref.pos
            out.append(A.Path(tuple(A.SpaceName(ref.name) for ref in arg.spaces)))
        elif isinstance(arg, Pieces):
            out.append(A.PieceCount(arg.count, A.PieceKind(arg.kind), A.GuerrillaSide(arg.side) if arg.side else None))
        elif isinstance(arg, Number):
            out.append(A.Amount(arg.value, arg.signed))
        elif arg.kind in ("from", "to"):  # the grammar's from_/to_: the keyword and what follows it
            i += 1
            nxt = items[i]
            if isinstance(nxt, SpaceRef):
                where[k] = nxt.pos
                out.append(A.To(A.SpaceName(nxt.name)))
            else:
                out.append(A.From(A.Box(nxt.value)) if arg.kind == "from" else A.To(A.Box(nxt.value)))
        elif arg.kind == "with":
            out.append(A.With())
        else:
            out.append({"marker": A.Marker, "level": A.Level, "box": A.Box}[arg.kind](arg.value))
        i += 1
    return tuple(out)


_BARE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9&'\-]*")
_RESERVED = frozenset(KEYWORDS) | {f.lower() for f in terms.FACTIONS} | set(PIECE_CODES)


def name_text(name: str) -> str:
    """A space name as the notation writes it: bare when it is one word that is no keyword,
    faction or piece code, else quoted."""
    bare = _BARE_NAME.fullmatch(name) and name.lower() not in _RESERVED
    return name if bare else f'"{name}"'


def action_text(action: A.Action) -> str:
    """An Action's canonical text (`fmt`'s form of a statement, on one line)."""
    from . import actions as A

    if isinstance(action, A.CardAction):
        return f"card {action.number}" + (f" [{' '.join(f.value for f in action.order)}]" if action.order else "")
    if isinstance(action, A.CampaignAction):
        return f"campaign {action.number}"
    assert isinstance(action, A.FactionAction)
    steps = "; ".join(_step_text(s) for s in action.steps)
    if action.choice == A.Choice.PASS:
        return f"{action.faction.value} pass" + (f" {steps}" if steps else "")
    if action.choice == A.Choice.EVENT:
        side = action.side.value if action.side else ""
        return f"{action.faction.value} event {side}" + (f": {steps}" if steps else "")
    parts = []
    for part in action.parts:
        head = part.name.value + (" limited" if part.limited else "")
        parts.append(head + (": " + "; ".join(_step_text(s) for s in part.steps) if part.steps else ""))
    return f"{action.faction.value} " + " + ".join(parts)


def _step_text(step: A.ActionStep) -> str:
    from . import actions as A

    verb = step.verb
    if verb in (A.Verb.TARGET, A.Verb.INELIGIBLE):
        return f"{verb.value} " + ", ".join(f.value for f in step.args)
    if verb == A.Verb.TRANSFER:
        return f"transfer {step.args[0]} to {step.args[1].value}"
    if verb == A.Verb.RESOURCES:
        return f"resources {step.args[0].value} {step.args[1]:+d}"
    return " ".join([verb.value] + [_arg_text(a) for a in step.args])


def _arg_text(arg) -> str:
    from . import actions as A

    if isinstance(arg, A.SpaceName):
        return name_text(arg.name)
    if isinstance(arg, A.Path):
        return ">".join(name_text(s.name) for s in arg.spaces)
    if isinstance(arg, A.PieceCount):
        if arg.kind == A.PieceKind.GANDHI:
            return "gandhi"
        if arg.side is not None:
            return f"{arg.count} {arg.side.value}"
        word = CANONICAL_PIECE[arg.kind.value].strip()
        return f"{arg.count}{word}" if len(word) == 1 else f"{arg.count} {word}"
    if isinstance(arg, A.Amount):
        return f"{arg.value:+d}" if arg.signed else str(arg.value)
    if isinstance(arg, A.With):
        return "with"
    if isinstance(arg, A.From):
        return f"from {_box_text(arg.box)}"
    if isinstance(arg, A.To):
        return f"to {_box_text(arg.place) if isinstance(arg.place, A.Box) else name_text(arg.place.name)}"
    if isinstance(arg, A.Box):
        return _box_text(arg)
    return arg.value  # a Marker or a Level


def _box_text(box: A.Box) -> str:
    """`oop` for Out of Play: `out-of-play` is also a verb, which may begin a new step."""
    from . import actions as A

    return "oop" if box == A.Box.OUT_OF_PLAY else box.value


def from_action(action: A.Action, at: Pos, positions: dict[Key, Pos] | None = None,
                key: Key = (0,)) -> Play | CardStart | CampaignStart:
    """A typed Action as the parsed statement the replay reads, every part, step and space at its
    place in `positions` (as `parse_actions` gave it under `key`), else at `at`."""
    from . import actions as A

    where = positions or {}

    def pos(k: Key) -> Pos:
        return where.get(k, at)

    if isinstance(action, A.CardAction):
        return CardStart(action.number, tuple(f.value for f in action.order) if action.order else None, pos(key))
    if isinstance(action, A.CampaignAction):
        return CampaignStart(action.number, pos(key))
    assert isinstance(action, A.FactionAction)
    parts = tuple(Part(p.name.value, p.limited, _from_steps(p.steps, (*key, i), pos))
                  for i, p in enumerate(action.parts))
    return Play(action.faction.value, action.choice.value, pos(key), action.side.value if action.side else None,
                parts, _from_steps(action.steps, (*key, EVENT_OR_PASS), pos))


def _from_steps(steps: tuple[A.ActionStep, ...], key: Key, pos) -> tuple[Step, ...]:
    from . import actions as A

    out = []
    for s, step in enumerate(steps):
        k = (*key, s)
        if step.verb in (A.Verb.TARGET, A.Verb.INELIGIBLE):
            args: tuple = tuple(f.value for f in step.args)
        elif step.verb == A.Verb.TRANSFER:
            args = (step.args[0], step.args[1].value)
        elif step.verb == A.Verb.RESOURCES:
            args = (step.args[0].value, step.args[1])
        else:
            args = tuple(x for a, arg in enumerate(step.args) for x in _from_arg(arg, (*k, a), pos))
        out.append(Step(step.verb.value, args, pos(k)))
    return tuple(out)


def _from_arg(arg, k: Key, pos) -> tuple:
    from . import actions as A

    if isinstance(arg, A.SpaceName):
        return (SpaceRef(arg.name, pos(k)),)
    if isinstance(arg, A.Path):
        return (Route(tuple(SpaceRef(s.name, pos((*k, j))) for j, s in enumerate(arg.spaces))),)
    if isinstance(arg, A.PieceCount):
        return (Pieces(arg.count, arg.kind.value, arg.side.value if arg.side else None),)
    if isinstance(arg, A.Amount):
        return (Number(arg.value, arg.signed),)
    if isinstance(arg, A.With):
        return (Word("with", "with"),)
    if isinstance(arg, A.From):
        return (Word("from", "from"), Word("box", arg.box.value))
    if isinstance(arg, A.To):
        place = arg.place
        target = Word("box", place.value) if isinstance(place, A.Box) else SpaceRef(place.name, pos(k))
        return (Word("to", "to"), target)
    kind = "marker" if isinstance(arg, A.Marker) else "level" if isinstance(arg, A.Level) else "box"
    return (Word(kind, arg.value),)
