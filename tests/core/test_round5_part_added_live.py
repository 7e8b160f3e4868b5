"""A part added to a live draft without opening its head again (issue #33: `Draft.begin`,
`Engine.add_part`, `ActivitiesRun.add_part`). A bot's plan begins its Operation, carries out
steps, then begins its Special Activity (4.1, IT:632-636: "immediatamente prima, durante o
immediatamente dopo", IT:635; JA:703-709). Opening a head records the faction's choice on the card (2.3.4,
IT:353-365, JA:403-419: an Operation only, or with a Special Activity), reads an Operation as the
Limited one where that is all the faction may take (2.3.5, IT:367, JA:421-423; LIMITED-1) and runs
the 4.1 order checks, with findings at that moment. A part added live must leave exactly what the
head opened with all its parts from the start leaves — the same findings (rule, line, column,
message, recovery) in the same order, the same board, the same record on the card — and where it
cannot, the head is opened again (PART-LIVE-1)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from game_snapshot import everything

from gandhi_cli.core import draft as draft_module
from gandhi_cli.core.game import DueKind, Game
from gandhi_cli.notation import actions as A
from gandhi_cli.notation.convert import to_action
from gandhi_cli.notation.parse import parse_file
from gandhi_cli.notation.statements import Play
from gandhi_cli.rules.catalog import find, names
from gandhi_cli.rules.sequence import LIMITED_OP, OP_ONLY, OP_SA

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.log"))

#: a statement's parts, each with the steps written in it
Parts = list[tuple[A.ActionPart, tuple[A.ActionStep, ...]]]


def _counts() -> tuple[int, int]:
    """(heads opened, parts added live) so far."""
    return draft_module.OPENS[0], draft_module.ADDED_LIVE[0]


def _seen(game: Game, draft: draft_module.Draft) -> tuple:
    """What an open draft leaves: its findings (rule, line, column, message, recovery, in order)
    and the whole game (`everything`: the board as `state --json` pictures it, the card turn's
    record 2.3, the Eligibility, the findings, what is due, ...)."""
    found = [(f.rule, f.line, f.column, f.message, f.recovery) for f in draft.found()]
    return found, everything(game)


def _begun(game: Game, faction: A.Faction, parts: Parts) -> tuple[list[tuple], tuple[int, int]]:
    """The bot's way (`np.plan.Plan`): a head with no part, each part begun as it goes and its steps
    written. What it leaves once every part is written, then after `finish` (taken back by
    `pop`); and the (openings, parts added live) that took."""
    o0, a0 = _counts()
    draft = game.draft(A.FactionAction(faction, A.Choice.ACTIVITY))
    try:
        for part, steps in parts:
            draft.begin(part.name.value, part.limited)
            for step in steps:
                draft.step(step)
        seen = [_seen(game, draft)]
        counts = _counts()
        seen.append((draft.finish(), everything(game)))
        game.pop()
    finally:
        draft.close()
    return seen, (counts[0] - o0, counts[1] - a0)


def _whole(game: Game, faction: A.Faction, parts: Parts) -> list[tuple]:
    """The head written with all its parts from the start, carried out part by part (`next_part`):
    what it leaves once every part is written, then after `finish` (taken back by `pop`)."""
    head = A.FactionAction(faction, A.Choice.ACTIVITY, parts=tuple(p for p, _ in parts))
    with game.draft(head) as draft:
        for i, (_, steps) in enumerate(parts):
            if i:
                draft.next_part()
            for step in steps:
                draft.step(step)
        seen = [_seen(game, draft)]
        seen.append((draft.finish(), everything(game)))
        game.pop()
    return seen


def _same(game: Game, faction: A.Faction, parts: Parts, where: str) -> tuple[int, int]:
    """Both ways leave the same game and findings, the game as it was after; the bot's counts."""
    before = everything(game)
    begun, counts = _begun(game, faction, parts)
    whole = _whole(game, faction, parts)
    assert begun[0] == whole[0], f"{where}: {_text(parts)}: once written"
    assert begun[1] == whole[1], f"{where}: {_text(parts)}: finished"
    assert everything(game) == before, f"{where}: taken back"
    return counts


def _text(parts: Parts) -> str:
    return " + ".join(f"{p.name.value}({len(steps)})" for p, steps in parts)


def _kind(faction: A.Faction, name: A.ActivityName) -> str:
    cls = find(faction.value, name.value)
    assert cls is not None
    return str(cls.kind)


def _positions() -> Iterator[tuple[str, Game, A.FactionAction]]:
    """Each position of the example logs where a faction chooses on a card (2.3.2): the game
    there (left as it was after each use) and the statement the log writes there."""
    for path in EXAMPLES:
        log = parse_file(path)
        game = Game(log)
        for st in log.statements:
            if isinstance(st, Play) and game.due().kind == DueKind.ACT:
                action = to_action(st)
                assert isinstance(action, A.FactionAction)
                yield f"{path.name}:{st.pos.line}", game, action
            game.push(st)
            if game.over():
                break


def _offered(game: Game, head: A.FactionAction) -> Parts:
    """`head`'s parts, each with the first one-unit step offered in it (`next_steps`), if any."""
    parts: Parts = []
    with game.draft(head) as draft:
        for i, part in enumerate(head.parts):
            if i:
                draft.next_part()
            offered = tuple(draft.next_steps()[:1])
            for step in offered:
                draft.step(step)
            parts.append((part, offered))
    return parts


def _pairs(game: Game, action: A.FactionAction) -> Iterator[Parts]:
    """The Operation-with-SA statements tried at a position where the card allows one (2.3.4):
    the log's own, where it writes one (its steps as written), and the first pair the rules offer
    (`legal`) in each order 4.1 allows them, the Operation first and the SA first."""
    if action.choice == A.Choice.ACTIVITY and len(action.parts) == 2:
        yield [(A.ActionPart(p.name, p.limited), p.steps) for p in action.parts]
    firsts: dict[str, A.FactionAction] = {}
    for c in game.legal():
        if c.choice == OP_SA:
            firsts.setdefault(_kind(c.action.faction, c.action.parts[0].name), c.action)
    for head in firsts.values():
        yield _offered(game, head)


def test_an_sa_begun_after_its_operation_is_added_live_and_leaves_what_a_fresh_opening_leaves() -> None:
    """2.3.4 (IT:353-365), 2.3.5 (IT:367), 4.1 (IT:632-636): at each position of the example logs
    where the faction due may take an Operation with a Special Activity, the statement written
    there (and the first pairs offered there, `legal`, the Operation first and the SA first),
    built as a bot builds it — each part begun as it goes, its steps written — leaves once
    written and after `finish` the findings (rule, line, column, message, in order), the board,
    the card turn's record (an Operation only at first, then with a Special Activity; an SA alone
    at first, 4.1's finding, then with its Operation) and the rest of the game that the head
    written with both parts from the start leaves; the second part was added live (the head
    opened once)."""
    checked: dict[str, int] = {"op": 0, "sa": 0}
    for where, game, action in _positions():
        if not any(c.choice == OP_SA for c in game.legal()):
            continue
        for parts in _pairs(game, action):
            counts = _same(game, action.faction, parts, where)
            assert counts == (1, 1), f"{where}: {_text(parts)}: (opened, added live) {counts}"
            checked[_kind(action.faction, parts[0][0].name)] += 1
    assert checked["op"] >= 20 and checked["sa"] >= 5, checked


def test_an_operation_resumed_after_its_sa_opens_the_head_again() -> None:
    """4.1 (IT:635-636; JA:707-709): the Operation may be interrupted once by its SA and resumed after it
    (`op + sa + op`); ended as the last Operation part only when it is (a resumed one is not
    ended before its SA). Begun again after the SA, the head is opened again (`OPENS`) — the part
    before it was ended as if it were the last — and leaves what the head written with its
    three parts leaves; the SA itself was added live."""
    checked = 0
    for where, game, action in _positions():
        if not (action.choice == A.Choice.ACTIVITY and len(action.parts) == 2
                and _kind(action.faction, action.parts[0].name) == "op"):
            continue
        op, sa = (A.ActionPart(p.name, p.limited) for p in action.parts)
        parts: Parts = [(op, action.parts[0].steps), (sa, action.parts[1].steps), (op, ())]
        counts = _same(game, action.faction, parts, where)
        assert counts == (2, 1), f"{where}: {_text(parts)}: (opened, added live) {counts}"
        checked += 1
        if checked >= 5:
            break
    assert checked == 5


def test_an_sa_begun_after_a_limited_operation_opens_the_head_again() -> None:
    """2.3.4 (IT:363, JA:415: after the 1st Eligible's Operation only, the 2nd may take a Limited
    Operation) and 2.3.5 (IT:367, "senza Attività Speciale"; LIMITED-1): the 2nd Eligible's
    Operation begun alone is read as the Limited one and recorded so; an SA begun after it makes
    the choice one the card refuses, which the head opened with both parts reports first, before
    any step's finding: the head is opened again (not added live) and leaves the same findings,
    in the same order, and the same game."""
    checked = 0
    for where, game, action in _positions():
        choices = {c.choice for c in game.legal()}
        if not (LIMITED_OP in choices and not choices & {OP_ONLY, OP_SA}) or not action.parts:
            continue
        faction = action.faction
        op = A.ActionPart(action.parts[0].name)
        if _kind(faction, op.name) != "op":
            continue
        sa = A.ActionPart(A.ActivityName(names(faction.value, "sa")[0]))
        steps = _offered(game, A.FactionAction(faction, A.Choice.ACTIVITY, parts=(op,)))[0][1]
        parts: Parts = [(op, steps), (sa, ())]
        counts = _same(game, faction, parts, where)
        assert counts == (2, 0), f"{where}: {_text(parts)}: (opened, added live) {counts}"
        found = _begun(game, faction, parts)[0][0][0]
        assert found and found[0][0] == "2.3.4", f"{where}: {found}"
        checked += 1
        if checked >= 3:
            break
    assert checked == 3
