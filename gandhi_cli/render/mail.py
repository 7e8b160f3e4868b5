"""The e-mail summary of `gandhi status LOG --mail` (issue #23): a plain-text block, at most 80
columns but for the log's lines it quotes as written, to paste into a reply to the player who
holds FACTIONS: the current and next card, the log's lines since that player's last move (ready
to paste back into a log or `gandhi add -`), their findings, what they changed on the board, the
victory margins, who is to act and the options open (docs/status.md)."""

from __future__ import annotations

import textwrap

from ..core.game import Game, play_through
from ..io.quoting import printable
from ..io.textlines import lines as text_lines
from ..model import terms
from ..notation.parse import STATEMENT_START
from ..notation.statements import Log, Play
from .status import activities, now_lines
from .tables import state_dict

WIDTH = 80
#: the facts of a space the summary compares, and their names in the text
SPACE_FACTS = (("level", "level"), ("raj_control", "Raj Control"), ("gandhi", "Gandhi"), ("troops", "Troops"),
               ("sepoys", "Sepoys"), ("inc_activists", "INC Activists"), ("ml_activists", "ML Activists"),
               ("activists_active", "Activists Active"), ("guerrillas_hidden", "Hidden Guerrillas"),
               ("guerrillas_active", "Active Guerrillas"), ("ml_bases", "ML Bases"), ("rev_bases", "REV Bases"),
               ("protest", "Protest"), ("unrest", "Unrest"), ("strike", "Strike"), ("muslim_state", "Muslim State"))
PIECES = {"troops": "Troops", "sepoys": "Sepoys", "inc_activists": "INC Activists", "ml_activists": "ML Activists",
          "guerrillas": "Guerrillas", "ml_bases": "ML Bases", "rev_bases": "REV Bases", "gandhi": "Gandhi"}
BOARD_FACTS = (("restraint", "Restraint"), ("unity", "Unity"), ("crisis", "Crisis"), ("viceroy", "Viceroy"))


def recipients(game: Game, log: Log, given: str | None) -> tuple[str, ...]:
    """The factions the mail's reader holds: `given` (comma-separated), else those of the player
    who holds the faction due now ([Players RAJ+ML INC+REV]: INC due, the mail is for INC and
    REV), else the factions of every player but the one who made the log's last move."""
    if given:
        return tuple(f for f in terms.FACTIONS if f in {x.strip().upper() for x in given.split(",")})
    due = game.due().faction
    players = [f for f in terms.FACTIONS if f not in game.non_players]
    if due is not None and due in players:  # the player who holds it, with all the factions they hold
        held = next((g for g in game.player_groups() if due in g), (due,))
        return tuple(f for f in terms.FACTIONS if f in held)
    last = next((st.faction for st in reversed(log.statements) if isinstance(st, Play)), None)
    others = {f for g in game.player_groups() if last not in g for f in g}
    return tuple(f for f in players if f in others) or tuple(players)


def mail_text(game: Game, log: Log, data: dict, factions: tuple[str, ...], map_path: str | None = None) -> str:
    """The summary for the holder of `factions`, `game` being the whole log played and `data` its
    `status` (render.status)."""
    mine = [st for st in log.statements if isinstance(st, Play) and st.faction in factions]
    since = mine[-1].pos.line if mine else 0
    lines = [f"Gandhi: {data['file']}, for {' '.join(factions) or '-'}", "=" * min(WIDTH, 40)]
    who = "/".join(factions)
    lines += _wrap(_cards(data), "", "  ")
    quoted = _since(log.source, since)
    span = f", the log's lines {quoted[0][0]}-{quoted[-1][0]} as written:" if quoted else ": nothing"
    lines += _wrap((f"Since {who}'s last move (line {since})" if mine else f"Since the start ({who} has not "
                    "moved)") + span, "", "  ")
    lines += [text for _, text in quoted]
    found = [f for f in game.findings if f.line is not None and f.line > since]
    lines.append("Findings: " + ("none" if not found else ""))
    lines += [w for f in found for w in _wrap(f"line {f.line}: {'note' if f.note else 'rule ' + f.rule}: "
                                              f"{f.message}", "  ", "    ")]
    before = play_through(log, stop_line=since, map_path=map_path) if since else Game(log, map_path)
    now = state_dict(game.state)
    lines.append("What changed on the board:")
    lines += _changes(state_dict(before.state), now) or ["  nothing"]
    lines += _margins(game, data, now["victory"])
    lines += [w for line in now_lines(data) for w in _wrap(line, "", "  ")]
    if data["due"]["kind"] in ("act", "part") and data["due"]["faction"] not in data["non_players"] \
            and not data["game_over"]:
        names = ", ".join(a["name"] for a in activities(game, game.due()))
        lines += _wrap(f"Options open: {names or 'none'}", "", "  ")
    return "\n".join(lines) + "\n"


def _wrap(text: str, first: str, rest: str) -> list[str]:
    return textwrap.wrap(text, WIDTH, initial_indent=first, subsequent_indent=rest,
                         break_long_words=True, break_on_hyphens=False) or [first.rstrip()]


def _cards(data: dict) -> str:
    """`Cards: current #68 Red Fort Trials (done), next #19 ...`: the two cards the players see
    (2.2, 2.3.7); none before the first card or after the last, and a card not known (a deck
    shuffled by hand, DECK-1) is said so."""
    def label(c: dict | None, none: str) -> str:
        return none if c is None else f"#{c['number']} {c['title']}"

    done = " (done)" if data["card"] is not None and data["card_done"] else ""
    current = label(data["card"], "not known" if data["started"] else "none yet")
    upcoming = label(data["next_card"], "none" if data["game_over"] else "not known")
    return f"Cards: current {current}{done}, next {upcoming}"


def _since(source: str, since: int) -> list[tuple[int, str]]:
    """The log's lines after line `since` (the reader's last move, its own continuation lines
    left out), blank lines dropped, each with its number: the text as written (never wrapped nor
    numbered, so that it can be pasted back into a log or into `gandhi add -`)."""
    out: list[tuple[int, str]] = []
    own = since > 0
    for i, line in enumerate(text_lines(source)[since:], since + 1):
        if own and (STATEMENT_START.match(line) or line.lstrip().startswith("#") or not line.strip()):
            own = False
        if own or not line.strip():
            continue
        out.append((i, printable(line.rstrip(), newlines=False)))
    return out


def _show(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "-" if value is None else str(value)


def _changes(old: dict, new: dict) -> list[str]:
    """What differs between two `state_dict`s: each space's pieces and markers, then Resources,
    the tracks, the Viceroy, the Jail and Out of Play."""
    out: list[str] = []
    before = {s["id"]: s for s in old["spaces"]}
    for space in new["spaces"]:
        was = before[space["id"]]
        diffs = [f"{label} {_show(was[key])} -> {_show(space[key])}"
                 for key, label in SPACE_FACTS if was[key] != space[key]]
        if diffs:
            out += _wrap(f"{space['name']}: " + "; ".join(diffs), "  ", "    ")
    rows = [f"{f} Resources {old['resources'].get(f)} -> {new['resources'].get(f)}"
            for f in terms.FACTIONS if old["resources"].get(f) != new["resources"].get(f)]
    rows += [f"{label} {_show(old[key])} -> {_show(new[key])}" for key, label in BOARD_FACTS if old[key] != new[key]]
    for box, label in (("jail", "Jail"), ("out_of_play", "Out of Play")):
        rows += [f"{label}: {PIECES.get(kind, kind)} {old[box].get(kind, 0)} -> {n}" for kind, n in new[box].items()
                 if old[box].get(kind, 0) != n]
    return out + [f"  {r}" for r in rows]


def _margins(game: Game, data: dict, victory: dict) -> list[str]:
    """The victory margins (7.2, `victory` of the board's `state_dict`), and the verdict once the
    game is over (6.1, 7.3)."""
    text = "Margins (7.2): " + ", ".join(f"{f} {victory[f]['margin']:+d}" for f in terms.FACTIONS)
    lines = _wrap(text, "", "  ")
    verdict = game.verdict
    if data["game_over"] and verdict is not None:
        lines += _wrap(f"Game over: {verdict.reason}", "", "  ")
    return lines
