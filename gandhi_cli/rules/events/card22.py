"""#22 Subhas Chandra Bose Conspires with Japan."""

from ...model import terms
from ..activity import Gap, Undone
from .base import Event, Place, Remove, _pieces_in, best_next, names_cut, opposing_kinds
from .shared import at_most_spaces, spaces_chosen
from .where import Where

ADD = "In 2 spaces without Raj Control, add 2 Guerrillas"
REMOVE = "and remove any 1 opposing piece (not Gandhi)"


class Unshaded(Event):
    """Remove up to 4 Guerrillas from any spaces: 2 to Available, 2 to Out of Play (at most 2 to
    each box; fewer than 4 are split as the executing faction likes)."""

    def text(self):
        return [Remove("Remove up to 4 Guerrillas from any spaces: 2 to Available, 2 to Out of Play",
                       (terms.GUERRILLAS,), up_to=4, to={terms.AVAILABLE: 2, terms.OUT_OF_PLAY: 2})]


class Shaded(Event):
    """In 2 spaces without Raj Control, add 2 Guerrillas and remove any 1 opposing piece (not
    Gandhi), in each space: `place 2G X; remove 1S X; place 2G Y; remove 1 INC Y` (a space is
    chosen by its first step, and judged then; the removed piece goes to Available, 5.1.3)."""

    ordered = False  # written space by space

    def text(self):
        two_spaces = at_most_spaces(2, ADD, REMOVE)
        return [AddGuerrillas(ADD, (terms.GUERRILLAS,), per_space=2, where=WITHOUT_CONTROL, check=two_spaces),
                RemoveOne(REMOVE, opposing_kinds(self.faction, gandhi=False), per_space=1, where=WITHOUT_CONTROL,
                          check=two_spaces)]

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.guerrillas_at_start = self.state.available(terms.GUERRILLAS)
        self.choice_reported = False  # a space chosen was reported under 5.1.2 (EV-0-10)

    def finish(self):
        super().finish()
        spaces, opposing = chosen(self), opposing_kinds(self.faction, gandhi=False)
        more = [sid for sid in self.state.spaces if sid not in spaces and not self.state.raj_control(sid)
                and (self.state.available(terms.GUERRILLAS) or _pieces_in(self, sid, opposing))]
        if len(spaces) < 2 and more:
            self.report(self.pos, "5.1.2", f"'{ADD}': 2 spaces could be chosen, the log chose {len(spaces)}",
                        undone=Undone(Gap.SHORT, 2 - len(spaces)))


def chosen(ev):
    return spaces_chosen(ev, ADD, REMOVE)


def removal_gains(ev, spaces) -> dict[str, int]:
    """5.1.2 (IT:835): what the removal does in each of `spaces` (the text's spaces are chosen
    for both clauses at once: "In 2 spaces …, add 2 Guerrillas and remove any 1 opposing
    piece"): 1 where an opposing piece is there or was removed, or where the Guerrillas the text
    adds are themselves opposing (the executing faction is not the Revolutionaries) and some
    were Available; else 0. What the listing and the judging (`most_text`) weigh."""
    opposing = opposing_kinds(ev.faction, gandhi=False)
    removed = ev.by_text[REMOVE].in_space
    adds = terms.GUERRILLAS in opposing and ev.guerrillas_at_start > 0
    return {sid: int(bool(removed[sid] or _pieces_in(ev, sid, opposing) or adds)) for sid in dict.fromkeys(spaces)}


def most_text(ev, offered):
    """The spaces of `offered` (a clause's candidates) a step may choose now: those chosen, and a
    new one only where the spaces left can still remove as many opposing pieces as any other
    choice (5.1.2, IT:835, `base.best_next`); a Non-Player's, all (8.8.5)."""
    spaces = chosen(ev)
    if ev.faction in ev.turn.non_players or len(spaces) >= 2:
        return offered
    new = [sid for sid, _ in offered if sid not in spaces]
    others = [sid for sid in ev.state.spaces if sid not in spaces and not ev.state.raj_control(sid)]
    keep = best_next(removal_gains(ev, spaces + others), spaces, 2 - len(spaces))
    return [(sid, room) for sid, room in offered if sid in spaces or (sid in new and sid in keep)]


def judge_choice(ev, step, args) -> None:
    """5.1.2 (IT:835) judged as a space is chosen, by the listing's own `most_text`: a new space
    with which the 2 spaces cannot remove as many opposing pieces as another choice would is
    reported at its step, once (EV-0-10)."""
    sid = args.space
    if sid is None or sid in chosen(ev) or ev.choice_reported or ev.state.raj_control(sid):
        return
    if most_text(ev, [(sid, None)]):
        return
    ev.choice_reported = True
    spaces = chosen(ev)
    others = [s for s in ev.state.spaces if s not in spaces and not ev.state.raj_control(s)]
    better = sorted(best_next(removal_gains(ev, spaces + others), spaces, 2 - len(spaces)),
                    key=list(ev.state.spaces).index)
    ev.report(step, "5.1.2", f"'{REMOVE}': {ev.name_of(sid)} lets it remove less than other spaces "
              f"({names_cut(list(map(ev.name_of, better)))}): the spaces chosen are those where the most of the "
              "text can be carried out", undone=Undone(Gap.SHORT, 1))


WITHOUT_CONTROL = Where("without Raj Control", lambda ev, sid: sid in chosen(ev) or not ev.state.raj_control(sid))


class AddGuerrillas(Place):
    """2 Guerrillas in each space chosen, as far as Available ones allow (5.1.1, 5.1.2)."""

    def candidates(self, ev, every: bool = False):
        offered = super().candidates(ev, every)
        return offered if every else most_text(ev, offered)

    def judge_choice(self, ev, step, args):
        judge_choice(ev, step, args)

    def close(self, ev, at):
        super().close(ev, at)
        for sid in sorted(chosen(ev)):
            if self.in_space[sid] < 2 and ev.state.available(terms.GUERRILLAS):
                ev.report(at, "5.1.2", f"'{self.text}': 2 Guerrillas in {ev.name_of(sid)}, the log added "
                          f"{self.in_space[sid]}")


class RemoveOne(Remove):
    """1 opposing piece in each space chosen, where there is one (5.1.2)."""

    def candidates(self, ev, every: bool = False):
        offered = super().candidates(ev, every)
        return offered if every else most_text(ev, offered)

    def judge_choice(self, ev, step, args):
        judge_choice(ev, step, args)

    def close(self, ev, at):
        super().close(ev, at)
        for sid in sorted(chosen(ev)):
            if not self.in_space[sid] and _pieces_in(ev, sid, self.kinds):
                ev.report(at, "5.1.2", f"'{self.text}': {ev.name_of(sid)} has an opposing piece to remove")
