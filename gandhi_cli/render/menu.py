"""The menus of `gandhi table` (issue #34), built from the Game core's public face alone: the
choices open to a player (`Game.legal()`) and a statement's next steps (`Draft.options`,
`Draft.next_steps`), as numbered entries in the order the issue gives — the choice on the card
(Event unshaded/shaded, Operation, Operation + Special Activity, Limited Operation, Pass; 2.3.4),
the activity, the SA and its place where 4.1 allows it, then the spaces with their cost, the
moves and pieces, the next part and "done". Nothing here decides what is legal: every entry
is one the core listed. Also the one-line summary of a Non-Player's move."""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass

from ..core.draft import Draft, DraftOptions
from ..core.game import Candidate
from ..notation import actions as A
from ..notation.convert import action_text
from ..rules.sequence import EVENT, LIMITED_OP, OP_ONLY, OP_SA, PASS

#: a step menu longer than this is shown by space first (then the steps in the space chosen)
GROUP_OVER = 12

# what each kind of entry does when chosen (`Entry.kind`)
HEAD = "head"  # begin a statement: `value` is its head (a FactionAction without steps)
GROUP = "group"  # a choice on the card with several activities: `value` the choice (OP_ONLY, ...)
OPERATION = "op"  # an Operation to pair with an SA: `value` its name
STEP = "step"  # one step of the statement: `value` an ActionStep
SPACE = "space"  # the steps in one space: `value` the space's name
NEXT = "next"  # end this part and begin the head's next one (4.1)
ROLL = "roll"  # roll the die: `value` the `roll N` steps the draft accepts (the player types what it shows)
DONE = "done"  # the statement is complete: append it


@dataclass(frozen=True)
class Entry:
    """One numbered entry of a menu: what it says and what choosing it does (`kind`, `value`)."""

    label: str
    kind: str
    value: object = None


def _title(faction: str, name: str) -> str:
    from ..rules.catalog import find

    cls = find(faction, name)
    if cls is None:
        return name
    rule = getattr(cls, "rule", None)  # a Campaign part's rule may be read per instance only
    return f"{cls.title} ({rule})" if isinstance(rule, str) and rule else str(cls.title)


def _event_text(card: int | None, side: str) -> str:
    from ..model.cards import card as card_data

    if card is None:
        return ""
    try:
        text = getattr(card_data(card), side, None)
    except Exception:  # noqa: BLE001 (a card without data: the side alone)
        return ""
    if text is None:
        return ""
    return " ".join(text.text.split())  # whole: the table wraps it to the terminal's width


def choice_menu(cands: list[Candidate], card: int | None) -> list[Entry]:
    """The first menu of a player's decision: the choice on the card (2.3.4) in the order Event
    (unshaded, shaded), Operation, Operation + Special Activity, Limited Operation, Pass; a
    Campaign part (6.0) or an end-of-turn choice (3.2.4, 6.8) by its name."""
    out: list[Entry] = []
    by = {c: [x for x in cands if x.choice == c] for c in (EVENT, OP_ONLY, OP_SA, LIMITED_OP, PASS)}
    for c in by[EVENT]:
        side = c.action.side.value if c.action.side else ""
        text = _event_text(card, side)
        out.append(Entry(f"Event, {side}" + (f": {text}" if text else ""), HEAD, c.action))
    if by[OP_ONLY]:
        out.append(Entry("Operation", GROUP, OP_ONLY))
    if by[OP_SA]:
        out.append(Entry("Operation + Special Activity", GROUP, OP_SA))
    if by[LIMITED_OP]:
        out.append(Entry("Limited Operation", GROUP, LIMITED_OP))
    for c in by[PASS]:
        out.append(Entry("Pass", HEAD, c.action))
    for c in cands:
        if c.choice == "part":
            out.append(Entry(f"{_title(c.action.faction.value, c.action.parts[0].name.value)}: "
                             f"Campaign round part ({c.action.faction.value})", HEAD, c.action))
        elif c.choice == "follow-up":
            out.append(Entry(f"{c.action.parts[0].name.value}: a choice after the turn ({c.action.faction.value})",
                             HEAD, c.action))
    return out


def activity_menu(cands: list[Candidate], choice: str) -> list[Entry]:
    """The activities of a choice on the card: each Operation open (3.0); for an Operation with a
    Special Activity, each Operation that has an SA to go with it (4.1.2)."""
    out: list[Entry] = []
    seen: set[str] = set()
    for c in cands:
        if c.choice != choice:
            continue
        op = c.action.parts[0].name.value
        if choice == OP_SA:
            if op not in seen:
                seen.add(op)
                out.append(Entry(_title(c.action.faction.value, op), OPERATION, op))
        else:
            out.append(Entry(_title(c.action.faction.value, op), HEAD, c.action))
    return out


def sa_menu(cands: list[Candidate], op: str) -> list[Entry]:
    """The Special Activities that may accompany the Operation `op` (4.1.2), each in each place
    4.1 allows it (`Candidate.orders`: after, before or in the middle of the Operation)."""
    out: list[Entry] = []
    for c in cands:
        if c.choice != OP_SA or c.action.parts[0].name.value != op:
            continue
        faction = c.action.faction.value
        sa = c.action.parts[1].name.value
        for order in c.orders:
            where = ("after" if order == (op, sa) else "before" if order == (sa, op) else "in the middle of")
            head = A.FactionAction(c.action.faction, A.Choice.ACTIVITY,
                                   parts=tuple(A.ActionPart(A.ActivityName(n)) for n in order))
            out.append(Entry(f"{_title(faction, sa)}, {where} {_title(faction, op).split(' (')[0]}", HEAD, head))
    return out


def step_text(step: A.ActionStep) -> str:
    """One step in the notation (as `action_text` writes it in a statement)."""
    line = action_text(A.FactionAction(A.Faction.INC, A.Choice.PASS, steps=(step,)))
    return line[len("INC pass "):]


def _pieces_words(p: A.PieceCount) -> str:
    """`1 Congress Activist`, `2 Troops`: a count of pieces in the glossary's words (1.4)."""
    from ..model import terms

    label = terms.PIECE_LABELS.get(p.kind.value, p.kind.value)
    if p.count == 1 and label.endswith("s"):
        label = label[:-1]
    side = f"{p.side.value.capitalize()} " if p.side is not None else ""
    return f"{p.count} {side}{label}"


_BOX_WORDS = {A.Box.OUT_OF_PLAY: "Out of Play", A.Box.JAIL: "Jail", A.Box.AVAILABLE: "Available"}


def step_label(step: A.ActionStep) -> str:
    """A step as a menu says it: in the notation, except the steps whose notation does not say
    what the player decides — a piece from a box (`out-of-play 1 INC`: "move 1 Congress Activist
    from Out of Play to Available", 3.3.1; `release`, `place … from out-of-play`), said in the
    game's words (glossary: Out of Play, Jail, Available), the notation after them."""
    text = step_text(step)
    pieces = [a for a in step.args if isinstance(a, A.PieceCount)]
    spaces = [a.name for a in step.args if isinstance(a, A.SpaceName)]
    boxes = [a.box for a in step.args if isinstance(a, A.From)]
    if step.verb == A.Verb.OUT_OF_PLAY and pieces:
        return f"move {_pieces_words(pieces[0])} from Out of Play to Available ({text})"
    if step.verb == A.Verb.RELEASE and pieces:
        where = f" to {spaces[0]}" if spaces else " to Available"
        dest = [a.place for a in step.args if isinstance(a, A.To)]
        if dest and isinstance(dest[0], A.SpaceName):
            where = f" to {dest[0].name}"
        return f"release {_pieces_words(pieces[0])} from Jail{where} ({text})"
    if step.verb == A.Verb.PLACE and pieces and boxes and spaces:
        box = _BOX_WORDS.get(boxes[0], boxes[0].value)
        return f"place {_pieces_words(pieces[0])} in {spaces[0]} from {box} ({text})"
    return text


def step_space(step: A.ActionStep) -> str | None:
    """The first space a step names (None: a step naming no space)."""
    for name in spaces_in(step):
        return name
    return None


def spaces_in(value) -> list[str]:
    """The space names in a step or an Action, in order, each once."""
    out: list[str] = []

    def walk(v) -> None:
        if isinstance(v, A.SpaceName):
            if v.name not in out:
                out.append(v.name)
        elif isinstance(v, (tuple, list)):
            for x in v:
                walk(x)
        elif is_dataclass(v) and not isinstance(v, type):
            for f in fields(v):
                walk(getattr(v, f.name))
    walk(value)
    return out


@dataclass(frozen=True)
class StepMenu:
    """A draft's menu: its entries, what the core said (`options`), and the steps listed."""

    entries: list[Entry]
    options: DraftOptions
    steps: list[A.ActionStep]


def step_menu(draft: Draft, next_name: str | None, left_out: frozenset[str] = frozenset()) -> StepMenu:
    """The next steps of a statement being written: each step the draft accepts now (grouped by
    space, each with its cost, when there are more than GROUP_OVER), then the head's next part
    (`next_name`) where it may begin (4.1), then "done" where the statement may end as it stands.
    `left_out`: the steps (their text) and NEXT found to lead nowhere from here, not listed."""
    opts = draft.options()
    every = [s for s in draft.next_steps() if step_text(s) not in left_out]
    # a die roll is not the player's choice: one entry, "roll the die", and what it shows is asked
    rolls = [s for s in every if s.verb == A.Verb.ROLL]
    steps = [s for s in every if s.verb != A.Verb.ROLL]
    cost = {o.space: o.cost for o in opts.spaces}
    out: list[Entry] = []
    if rolls:
        out.append(Entry(_ROLL_WORDS.get(opts.part or "", "roll the die (then say what it shows)"), ROLL, tuple(rolls)))
    if len(steps) > GROUP_OVER:
        spaces: list[str] = []
        spaceless: list[A.ActionStep] = []
        for s in steps:
            where = step_space(s)
            if where is None:
                spaceless.append(s)
            elif where not in spaces:
                spaces.append(where)
        for sp in spaces:
            here = [s for s in steps if step_space(s) == sp]
            if len(here) == 1:  # one step there: the step itself
                out.append(Entry(step_label(here[0]) + _cost(cost.get(sp) if here[0].verb == A.Verb.SELECT else None),
                                 STEP, here[0]))
            else:
                out.append(Entry(f"{sp}{_cost(cost.get(sp))}: {len(here)} steps", SPACE, sp))
        out += [Entry(step_label(s), STEP, s) for s in spaceless]
    else:
        out += [Entry(step_label(s) + _cost(cost.get(step_space(s) or "") if s.verb == A.Verb.SELECT else None),
                      STEP, s) for s in steps]
    if opts.next_part and next_name is not None and NEXT not in left_out:
        out.append(Entry(f"next: {_title(draft.action().faction.value, next_name)}", NEXT))
    if opts.can_finish:
        out.append(Entry("done", DONE))
    return StepMenu(out, opts, steps)


#: what a die roll decides, in the rules' words, where the part is known (the player rolls; the
#: number is asked after): 3.3.1 (IT:520-523), 6.8 (IT:986)
_ROLL_WORDS = {
    "rally": "release a die roll of Activists from Jail: roll the die (3.3.1)",
    "crisis": "move up to a die roll of cubes from Out of Play: roll the die (6.8)",
}


def space_menu(steps: list[A.ActionStep], space: str) -> list[Entry]:
    """The steps listed in one space."""
    return [Entry(step_label(s), STEP, s) for s in steps if step_space(s) == space]


def _cost(cost: int | None) -> str:
    return f" (cost {cost})" if cost else ""


def summary(action: A.Action) -> str:
    """A Non-Player's move in one line: `RAJ: Op+SA — Assault in punjab, bengal; Govern in delhi`."""
    if not isinstance(action, A.FactionAction):
        return action_text(action)
    who = action.faction.value
    if action.choice == A.Choice.PASS:
        return f"{who}: Pass"
    if action.choice == A.Choice.EVENT:
        where = spaces_in(action.steps)
        side = action.side.value if action.side else ""
        return f"{who}: Event ({side})" + (f" in {', '.join(where)}" if where else "")
    parts = []
    for p in action.parts:
        where = spaces_in(p.steps)
        parts.append(_title(who, p.name.value).split(" (")[0] + (f" in {', '.join(where)}" if where else ""))
    names = {p.name.value for p in action.parts}
    kinds = "Campaign part" if len(names) == 1 and action.parts[0].name.value in _CAMPAIGN else \
        "Limited Op" if action.parts[0].limited else "Op+SA" if len(names) > 1 else "Op"
    return f"{who}: {kinds} — " + "; ".join(parts)


_CAMPAIGN = {"strikes", "imperialism", "constructive-programme", "pakistan-movement", "secret-societies", "redeploy",
             "crisis", "np-protest", "protests"}
