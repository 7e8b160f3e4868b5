"""Persuade, the Special Activity Congress (4.3.3) and the Muslim League (4.4.3) share: the
registered classes are in `congress.py` and `league.py`.

Up to two spaces with the faction's pieces; in each, either remove one Active opposing piece
(never Gandhi; Sepoys before Troops, Revolutionary Bases once no Guerrilla remains, Muslim League
Bases once no Muslim League Activist remains) or Activate one Guerrilla per Active NV piece
there. Finally Unity -1 if the other NV faction lost a piece (6.7).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...model import terms
from ..activity import SKIPPED, Activity
from ..steps import Args
from ..targeting import troops_last

if TYPE_CHECKING:
    from ...notation.actions import ActionStep

LABEL = terms.PIECE_LABELS


class Persuade(Activity):
    kind = terms.ActivityKind.SA
    name = "persuade"
    title = "Persuade"
    other_nv_kinds: tuple[str, ...] = ()  # the other NV faction's pieces whose loss costs Unity

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.acted: dict[str, str] = {}  # space -> "remove" or "activate"
        self.removed: Counter = Counter()

    def own_pieces(self, sid: str) -> int:
        """The faction's pieces in a space: Activists and Gandhi (Congress), Activists and Bases
        (Muslim League)."""
        sp = self.state.spaces[sid]
        if self.faction == terms.INC:
            return sp.inc_activists + (1 if self.state.gandhi == sid else 0)
        return sp.ml_activists + sp.ml_bases

    def active_nv(self, sid: str) -> int:
        """Active NV pieces (1.4.3): Activists of both factions where they are Active, Gandhi,
        Muslim League Bases (docs/rules-notes.md PERSUADE-1)."""
        sp = self.state.spaces[sid]
        n = sp.ml_bases + (1 if self.state.gandhi == sid else 0)
        if self.state.activists_active(sid):
            n += sp.activists
        return n

    def limits_text(self) -> str | None:
        """#21: two spaces at most (4.3.3, 4.4.3), as `space_problems` counts them."""
        return f"up to 2 spaces ({self.rule})"

    def pick(self, sid: str, step: ActionStep) -> None:
        """Choose a space: one with the faction's pieces, two at most (4.3.3, 4.4.3)."""
        self.choose(sid, step)

    def space_problems(self, sid: str) -> list[tuple[str, str]]:
        """Two spaces at most (4.3.3, 4.4.3), then the space's condition."""
        out = []
        if sid not in self.chosen and len(self.chosen) >= 2:
            out.append((self.rule, f"Persuade chooses at most two spaces, not also {self.name_of(sid)}"))
        return out + super().space_problems(sid)

    def space_condition(self, sid: str) -> str | None:
        return None if self.own_pieces(sid) else f"it has no {terms.FACTION_NAMES[self.faction]} pieces"

    def act(self, sid: str, step: ActionStep, what: str) -> None:
        """One thing per space: remove OR activate."""
        self.pick(sid, step)
        if sid in self.acted:
            self.violation(step, self.rule, f"Persuade does one thing in {self.name_of(sid)}: it already did "
                           f"'{self.acted[sid]}' there")
        self.acted.setdefault(sid, what)

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:
            self.pick(sid, step)

    def on_remove(self, step: ActionStep, args: Args) -> None:
        """Remove one Active opposing piece (4.3.3, 4.4.3)."""
        if args.marker or not args.space or not args.pieces:
            return self.unexpected(step, args)
        sid = args.space
        self.act(sid, step, "remove")
        sp = self.state.spaces[sid]
        if sum(p.count for p in args.pieces) != 1:
            self.violation(step, self.rule, "Persuade removes one Active opposing piece per space")
        if args.dest not in (None, terms.AVAILABLE):
            self.violation(step, self.rule, "Persuade removes pieces to Available", SKIPPED)
            return
        for p in args.pieces:
            if p.kind == terms.GANDHI or terms.PIECE_OWNER[p.kind] == self.faction:
                what = "Gandhi" if p.kind == terms.GANDHI else f"its own {LABEL[p.kind]}"
                self.violation(step, self.rule, f"Persuade removes an opposing piece, never {what}", SKIPPED)
                return
            if p.kind in terms.ACTIVISTS and not self.state.activists_active(sid):
                self.violation(step, self.rule, f"the {LABEL[p.kind]} in {self.name_of(sid)} are Inactive (no "
                               "Protest, not a Railway): Persuade removes Active pieces")
            if p.kind == terms.GUERRILLAS and (p.side == "hidden" or not sp.guerrillas_active):
                self.violation(step, self.rule, f"no Active Guerrilla to remove in {self.name_of(sid)}: Persuade "
                               "removes Active pieces")
        taken = Counter({p.kind: p.count for p in args.pieces})
        if not self.apply(step, args):
            return
        self.removed.update(taken)
        after = self.state.spaces[sid]
        last = troops_last(after, taken)
        if taken[terms.REV_BASES] and after.guerrillas:
            last = f"a Revolutionary Base was removed while {after.guerrillas} Guerrilla(s) remained"
        if taken[terms.ML_BASES] and after.ml_activists:
            last = f"a Muslim League Base was removed while {after.ml_activists} Muslim League Activist(s) remained"
        if last:
            self.violation(step, self.rule, f"Troops and Bases last in {self.name_of(sid)}: {last}")

    def on_activate(self, step: ActionStep, args: Args) -> None:
        """Activate one Guerrilla per Active NV piece there, or every Hidden one if fewer."""
        if not args.space or any(p.kind != terms.GUERRILLAS for p in args.pieces):
            return self.unexpected(step, args)
        sid = args.space
        self.act(sid, step, "activate")
        n = sum(p.count for p in args.pieces)
        nv = self.active_nv(sid)
        want = min(nv, self.state.spaces[sid].guerrillas_hidden)
        if not nv:
            self.violation(step, self.rule, f"no Active NV piece in {self.name_of(sid)}: Persuade Activates one "
                           "Guerrilla per Active NV piece")
        elif n != want:
            self.violation(step, self.rule, f"Persuade in {self.name_of(sid)} Activates {want} Guerrilla(s) (one "
                           f"per Active NV piece, {nv}, or every Hidden one if fewer), not {n}")
        self.apply(step, args)

    def finish(self) -> None:
        if any(self.removed[k] for k in self.other_nv_kinds):
            self.state.shift_track("unity", -1)  # 4.3.3, 4.4.3, 6.7
            self.turn.watch()
