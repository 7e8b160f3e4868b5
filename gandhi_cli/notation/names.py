"""Space names as people type them (issue #23): in a step, a run of unquoted words is read against
the map, the longest name first (`move 1G East Bengal>Assam`, `shift West Bengal -1`, `select
Madras Presidency`), and a name that is no space, or more than one, gets a message that says how
to write it ("quote multi-word names or use EB").

The parser keeps each word as written (it has no map); `read_names` joins them where a map is
known: `resolve_spaces` before a log is used, and the replay as it reads each step
(`rules.steps.decode`). A quoted name is never joined to its neighbours, so `"Madras" Bihar` and
`Madras; select Bihar` keep the words apart.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..io.errors import AmbiguousNameError, InputError, Location, UnknownNameError
from ..model import terms
from ..model.mapcheck import normalize
from .statements import PIECE_CODES, Route, SpaceRef

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9&'\-]*")  # the grammar's WORD
_RESERVED = frozenset(terms.NOTATION_KEYWORDS) | {f.lower() for f in terms.FACTIONS} | set(PIECE_CODES)
CLOSE = 0.8  # how close a misspelt multi-word name must be to the map's name to be suggested alone


def read_names(args: tuple, board, path: str = "<log>", check: bool = True) -> tuple[tuple, list[InputError]]:
    """A step's arguments with each run of unquoted words that the map knows as one name made one
    `SpaceRef` (at its first word; a path keeps its `>`), and an error for every name that is no
    space or more than one, located and saying how to write it. With `check` False, a name
    standing alone is not looked up (the caller resolves it with `resolve`)."""
    if not any(_spacey(a) and _spacey(b) for a, b in zip(args, args[1:], strict=False)):
        if not check:
            return args, []
        return args, [e for arg in args if _spacey(arg) for ref in _refs(arg) if (e := _check(ref, board, path))]
    out: list = []
    errors: list[InputError] = []
    i = 0
    while i < len(args):
        j = i
        while j < len(args) and _spacey(args[j]):
            j += 1
        if j == i:
            out.append(args[i])
            i += 1
            continue
        out.extend(_read_chain(args[i:j], board, path, errors))
        i = j
    return tuple(out), errors


def _spacey(arg) -> bool:
    return isinstance(arg, (SpaceRef, Route))


def _refs(arg) -> tuple[SpaceRef, ...]:
    return arg.spaces if isinstance(arg, Route) else (arg,)


def _joinable(ref: SpaceRef) -> bool:
    return not ref.quoted and _WORD.fullmatch(ref.name) is not None


def _read_chain(chain: tuple, board, path: str, errors: list[InputError]) -> list:
    """Adjacent space arguments (names and paths) read again: runs of words split at `>` and at
    quoted names, each run read as names, the names linked by `>` made paths again."""
    runs: list[tuple[str, list[SpaceRef]]] = []  # (the link before: " " or ">", words)
    for arg in chain:
        for m, ref in enumerate(_refs(arg)):
            link = ">" if m else " "
            if link == " " and runs and _joinable(ref) and _joinable(runs[-1][1][-1]):
                runs[-1][1].append(ref)
            else:
                runs.append((link, [ref]))
    items: list[list[SpaceRef]] = []
    for link, words in runs:
        for k, ref in enumerate(_names(words, board, path, errors)):
            if link == ">" and k == 0 and items:
                items[-1].append(ref)
            else:
                items.append([ref])
    return [it[0] if len(it) == 1 else Route(tuple(it)) for it in items]


def _names(words: list[SpaceRef], board, path: str, errors: list[InputError]) -> list[SpaceRef]:
    """A run of words as names, the longest the map knows first; the words of no name are kept
    one by one, with an error each (or one for a misspelt multi-word name)."""
    out: list[SpaceRef] = []
    alone: list[bool] = []  # out[k] is one word that is a space by itself (a later misspelling may take it back)
    i = 0
    while i < len(words):
        last = min(len(words), i + longest_name(board))
        j = next((j for j in range(last, i + 1, -1) if board.exact(_text(words[i:j])) is not None), i + 1)
        if j > i + 1:
            out.append(SpaceRef(_text(words[i:j]), words[i].pos))
            alone.append(False)
            if (err := _split_too(words[i:j], board, path)) is not None:
                errors.append(err)
            i = j
            continue
        err = _check(words[i], board, path)
        if err is None:
            out.append(words[i])
            alone.append(True)
            i += 1
            continue
        s, end = i, i + 1  # the words in error: this one, or a misspelt name from it (or from the word before)
        for start in ([i - 1] if alone and alone[-1] else []) + [i]:
            found = _misspelt(words, start, board, path)
            if found is not None:
                s, (end, err) = start, found
                break
        if s < i:
            out.pop()
            alone.pop()
        errors.append(err)
        out.extend(words[s:end])
        alone.extend([False] * (end - s))
        i = end
    return out


@lru_cache(maxsize=8)
def longest_name(board) -> int:
    """The most words in a name, alias or id of the map (4 on the bundled map): no longer run of
    words is looked up as one name, so a long statement of words costs no more than a short one."""
    return max((len(label.split()) for sp in board for label in (sp.name, *sp.aliases, sp.id)), default=1)


def _text(words: list[SpaceRef]) -> str:
    return " ".join(w.name for w in words)


def resolve(ref: SpaceRef, board, path: str = "<log>") -> str:
    """The id of the space `ref` names; InputError (located, saying how to write it) if none or several."""
    try:
        return board.resolve(ref.name, Location(path, ref.pos.line, ref.pos.column))
    except (AmbiguousNameError, UnknownNameError):
        err = _check(ref, board, path)
        assert err is not None
        raise err from None


def _check(ref: SpaceRef, board, path: str) -> InputError | None:
    """None when `ref` names one space; else the map's error, saying how to write the name."""
    where = Location(path, ref.pos.line, ref.pos.column)
    try:
        board.resolve(ref.name, where)
    except AmbiguousNameError as exc:
        return _explained(exc, exc.matches, board)
    except UnknownNameError as exc:
        return _explained(exc, exc.suggestions, board)
    return None


def _explained(exc: InputError, names: list[str], board) -> InputError:
    hint = how_to_write(names, board)
    if hint:
        exc.message += f"; {hint}"
        exc.args = (exc.message,)
    return exc


def how_to_write(names: list[str], board) -> str:
    """"quote multi-word names or use EB, ECR or RW-A": how to write the spaces `names` could
    mean, when one of them has a name of several words; "" otherwise."""
    ids = [sid for sid in (board.exact(n) for n in names) if sid is not None]
    if not any(" " in board[sid].name for sid in ids):
        return ""
    short = list(dict.fromkeys(short_name(board[sid], board) for sid in ids))
    listed = short[0] if len(short) == 1 else ", ".join(short[:-1]) + " or " + short[-1]
    return f"quote multi-word names or use {listed}"


def short_name(space, board) -> str:
    """The shortest one-word name of a space that the notation reads bare: an alias, its name or
    its id (`EB`, `Bihar`, `RW-A`)."""
    labels = [a for a in (*space.aliases, space.name, space.id)
              if _WORD.fullmatch(a) and a.lower() not in _RESERVED and board.exact(a) == space.id]
    return min(labels, key=len) if labels else f'"{space.name}"'


def _misspelt(words: list[SpaceRef], s: int, board, path: str) -> tuple[int, InputError] | None:
    """The run of words from `s` (two or more) closest to a name of several words, as (the end of
    the run, an error suggesting the closest such names); None when no run is close to one. A run
    is looked at only when one of its words is a word of such a name, as written (`Bengal` of
    `Wst Bengal`), so that a statement of unknown words costs no more than it did."""
    import difflib  # deferred: only words not read as a name need it (issue #31)

    label_words = _multi_word_words(board)
    best: tuple[float, int, list[str]] | None = None  # (score, end, names)
    for end in range(s + 2, min(len(words), s + longest_name(board)) + 1):
        if not any(w.name.lower() in label_words for w in words[s:end]):
            continue
        matcher = difflib.SequenceMatcher(None, b=normalize(_text(words[s:end])))
        scored = []
        for label, name in _multi_word(board):
            matcher.set_seq1(label)
            if matcher.real_quick_ratio() >= CLOSE and matcher.quick_ratio() >= CLOSE and matcher.ratio() >= CLOSE:
                scored.append((matcher.ratio(), name))
        if scored and (best is None or max(scored)[0] > best[0]):
            names = list(dict.fromkeys(name for _, name in sorted(scored, key=lambda x: -x[0])))[:3]
            best = (max(scored)[0], end, names)
    if best is None:
        return None
    _, end, names = best
    where = Location(path, words[s].pos.line, words[s].pos.column)
    return end, _explained(UnknownNameError("space", _text(words[s:end]), names, where), names, board)


@lru_cache(maxsize=8)
def _multi_word_words(board) -> frozenset[str]:
    """The words of the names and aliases of several words, in lower case."""
    return frozenset(w.lower() for sp in board for label in (sp.name, *sp.aliases) for w in label.split()
                     if len(label.split()) > 1)


@lru_cache(maxsize=8)
def _multi_word(board) -> tuple[tuple[str, str], ...]:
    """(the looked-up form of a name or alias of several words, the space's name), in map order."""
    return tuple((normalize(label), sp.name) for sp in board for label in (sp.name, *sp.aliases)
                 if len(label.split()) > 1)


def _split_too(words: list[SpaceRef], board, path: str) -> InputError | None:
    """An error when the words of a multi-word name are each a space as well, not all that one
    (a map of the user's own may have such names): they could be read either way. A word counts
    as a space only by a whole name, alias or id: `and` of `Jammu and Kashmir` is the beginning
    of Coastal Andhra's name, not a name (issue #35)."""
    whole = board.exact(_text(words))
    ids = []
    for w in words:  # a space of its own by its whole name, alias or id: a mere beginning is no name
        sid = board.exact(w.name)
        if sid is None:
            return None
        ids.append(sid)
    if set(ids) <= {whole}:
        return None
    where = Location(path, words[0].pos.line, words[0].pos.column)
    apart = ", ".join(board[sid].name for sid in ids)
    return InputError(f"ambiguous space names {_text(words)!r}: one space ({board[whole].name}) or "
                      f"{len(words)} ({apart}); quote multi-word names or use {short_name(board[whole], board)}", where)
