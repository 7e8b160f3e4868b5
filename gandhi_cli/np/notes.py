"""The `#@np` lines of a log, checked for `gandhi validate` (NP-NOTE-1; NP-DRV-1, NP-PHYS-1).

A `#@np` line records what the Arjuna deck and the Non-Player's own dice gave one Non-Player move
(8.3): `#@np FACTION [arjuna C,C…] [rolls N N…]` (a long list of dice cut: `… (44 in all)`).
`gandhi play` and `gandhi next` write one right before each Non-Player move; a player writes one
as the log's last line for the move to come (the physical game). `gandhi next` reads them back
to bring the Arjuna deck to where it was, so one that is malformed or stands where no move of
its Non-Player follows would move the deck silently. Each such line is reported at its line and
column: bad input (exit 2), as the syntax errors are and as `gandhi next` and `gandhi add`
refuse a misplaced one, not a rules violation (the Arjuna cards and dice are no rule of the game
the replay judges, NP-VAL-1).
"""

from __future__ import annotations

import re

from ..io.errors import InputError, Location
from ..io.textlines import lines as text_lines
from ..model import terms
from ..notation.statements import CampaignStart, CardStart, Log, Play, Reveal
from .arjuna import cards

PREFIX = "#@np"
MAX_REPORTED = 20  # `#@np` lines reported in one log
_TOKEN = re.compile(r"\S+")
_Statement = CardStart | CampaignStart | Reveal | Play  # what `Log.statements` holds


def check(log: Log) -> list[InputError]:
    """Every `#@np` line of `log` that is malformed or misplaced, one located error each (at most
    `MAX_REPORTED`): its faction, Arjuna cards and dice as `gandhi next` reads them, and right
    before a move of that faction, a Non-Player (or, as the log's last statement-free lines, the
    player's draws for the Non-Player's next move)."""
    players = _players(log)
    starts = sorted((st.pos.line, st) for st in log.statements)
    errors: list[InputError] = []
    text = text_lines(log.source)
    for k, raw in enumerate(text, start=1):
        if not raw.lstrip().startswith(PREFIX):
            continue
        err = _malformed(log.path, k, raw) or _misplaced(log.path, k, raw, players, starts, text)
        if err is not None:
            errors.append(err)
            if len(errors) >= MAX_REPORTED:
                break
    return errors


def _players(log: Log) -> set[str]:
    """The factions a player holds: those [Players] names; no header, every faction (as the
    replay reads it, NP-VAL-1)."""
    header = next((h for h in log.headers if h.tag.lower() == "players"), None)
    if header is None:
        return set(terms.FACTIONS)
    return {f for v in header.values for f in str(v).split("+")}


def _tokens(raw: str) -> list[tuple[int, str]]:
    return [(m.start() + 1, m.group()) for m in _TOKEN.finditer(raw)]


def _malformed(path: str, k: int, raw: str) -> InputError | None:
    """The first token of the line that does not fit `#@np FACTION [arjuna C,C…] [rolls N N…]`."""
    toks = _tokens(raw)
    col, first = toks[0]

    def bad(at: int, what: str) -> InputError:
        return InputError(f"#@np line: {what} (the form: #@np FACTION [arjuna CARD,CARD…] [rolls N N…], "
                          "NP-DRV-1)", Location(path, k, at))

    if first != PREFIX:
        return bad(col + len(PREFIX), f"{first!r}: '{PREFIX}' is followed by a space and the Non-Player")
    if len(toks) == 1:
        return bad(col + len(PREFIX), "no faction after '#@np'")
    col, faction = toks[1]
    if faction not in terms.FACTIONS:
        return bad(col, f"{faction!r} is no faction (RAJ, INC, ML or REV)")
    i = 2
    if i < len(toks) and toks[i][1] == "arjuna":
        if i + 1 >= len(toks):
            return bad(toks[i][0] + len("arjuna"), "no Arjuna card after 'arjuna'")
        col, listed = toks[i + 1]
        own = cards(faction)
        prev = None
        for cid in listed.split(","):
            if cid not in own:
                return bad(col, f"Arjuna card {cid!r} is not one of the {faction} cards ({', '.join(own)})")
            if not own[cid].get("back") and (prev is None or own[prev].get("back") != cid):
                return bad(col, f"Arjuna card {cid!r} is a back: it follows its front, flipped (8.3 #3)")
            prev = cid
            col += len(cid) + 1
        i += 2
    if i < len(toks) and toks[i][1] == "rolls":
        j = i + 1
        while j < len(toks) and re.fullmatch(r"[1-6]", toks[j][1]):
            j += 1
        if j == i + 1:
            return bad(toks[i][0] + len("rolls") if j >= len(toks) else toks[j][0],
                       "'rolls' is followed by the dice, each 1 to 6")
        shown, i = j - (i + 1), j
        tail = " ".join(t for _, t in toks[i:i + 4])
        m = re.fullmatch(r"\.\.\. \(([0-9]{1,6}) in all\)", tail)
        if m is not None:  # a long list cut by `gandhi play`: "... (44 in all)" (driver.np_comment)
            if int(m.group(1)) <= shown:
                return bad(toks[i][0], f"'{tail}' counts no more dice than the {shown} shown")
            i += 4
    if i < len(toks):
        col, word = toks[i]
        return bad(col, f"{word!r} where the line should end")
    return None


def _misplaced(path: str, k: int, raw: str, players: set[str], starts: list[tuple[int, _Statement]],
              text: list[str]) -> InputError | None:
    """A `#@np` line stands right before a move of its Non-Player (only comments and blank lines
    between), or after the last statement (the player's draws for the next move, NP-PHYS-1)."""
    faction = raw.split()[1]
    col = raw.index(faction) + 1
    where = Location(path, k, col)
    if faction in players:
        return InputError(f"#@np {faction}: {faction} is a player's faction (the [Players] header); a #@np line "
                          "gives a Non-Player's Arjuna cards and dice", where)
    nxt = next((st for line, st in starts if line > k), None)
    if nxt is None:
        return None
    between = [j for j in range(k + 1, nxt.pos.line) if text[j - 1].lstrip().startswith(PREFIX)]
    if between:
        return InputError(f"#@np {faction}: another #@np line (line {between[0]}) before the move it stands for: "
                          "one line a move", where)
    if not isinstance(nxt, Play) or nxt.faction != faction:
        what = f"a move of {nxt.faction}" if isinstance(nxt, Play) else "no faction's move"
        return InputError(f"#@np {faction}: it stands before {what} (line {nxt.pos.line}); a #@np line comes "
                          f"right before the move of {faction} it records", where)
    return None
