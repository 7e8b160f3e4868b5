"""The Non-Player Muslim League: its Operations (8.6.5), Special Activities (8.7.3), the checks of
its twelve Arjuna cards (`data/arjuna/league.yaml`) and its Pass (8.1.4).

Built on the Game core (issue #22), as `congress.py`: every instruction reads `walk.board` (the
live board with the move so far), chooses among what the rules object of the part lists
(`plan.activity.candidate_spaces()` / `candidate_moves()`, or a probe of it for a card's check),
filtered by chapter 8 and ranked by `d.select` (8.4.1), adds typed steps with `walk.plan.do` and
returns True, or False having added nothing. Readings: docs/rules-notes.md NP-ML-n.

Always: the League chooses at most Unity spaces plus any spaces with a League Base (3.3, 8.6.1)
and a Limited Operation takes one space (2.3.5, 8.6.1): the rules object's own limits. Forces go
onto Railways only when the Raj is a player (8.1.3). It never removes or replaces a Protest or a
Muslim State marker by choice (8.5.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ..model import terms
from . import steps as S
from .congress import (
    candidates,
    choose_in_turn,
    control_after,
    listing,
    names,
    origins_into,
    persuade_spaces,
    rally_then,
    sa_may_follow,
)

if TYPE_CHECKING:
    from ..model.state import GameState
    from ..notation import actions as A  # the step type only: the steps are built by np.steps
    from ..rules.special.league import Infiltrate, Negotiate
    from .arjuna import Walk
    from .decision import Decision

ML = terms.ML
MLA = terms.ML_ACTIVISTS
INCA = terms.INC_ACTIVISTS
NEGOTIATE_OPS = ("rally", "demonstrate", "civil-disobedience")  # 4.4.1 (JA), 4.1.2


# --------------------------------------------------------------------- helpers
def nc_spaces(d: Decision, walk: Walk) -> list[str]:
    """8.6.5, 8.4.1 example (IT:1230): the Muslim spaces Non-Cooperation may choose now (its rules
    object: a Protest, League Activists, no Raj Control; the Unity limit, 3.3)."""
    b = walk.board
    return [s for s in candidates(listing(d, walk, "non-cooperation")) if b.map[s].muslim]


def _state_spaces(act: Negotiate | Infiltrate) -> list[str]:
    """Where the activity (Negotiate 4.4.1, Infiltrate 4.4.2) may place a Muslim State now: its
    spaces whose marker its own rule accepts."""
    return [s for s in candidates(act) if act.state_space_problem(s) is None and not act.state_problems(s)]


def _muslim_state(d: Decision, walk: Walk, sid: str, what: str) -> bool:
    """1.3.5, 8.1.4: the Troops of the new Muslim State go to Cities, each by the Raj's Place
    Cubes column, then the marker."""
    b, act = walk.board, walk.plan.activity
    for _ in range(b.spaces[sid].troops):
        cities = sorted({m.dst for m in act.candidate_moves() if m.src == sid and m.kind == terms.TROOPS})
        dest = d.select(cities, "place-cubes", board=b, faction=terms.RAJ)
        if dest is None or not walk.plan.attempt(S.move([sid, dest], [(terms.TROOPS, 1)]), d.why, what):
            return False
        d.why(f"{what}: 1 Troop leaves {b.map[sid].name} for {b.map[dest].name} (Raj's Place Cubes, 1.3.5)")
    return walk.plan.attempt(S.add(sid, "muslim-state"), d.why, what)


def _movable(d: Decision, b: GameState, sid: str) -> int:
    """8.4.2, League column: the League Activists an origin may give up (the pieces that moved
    this Operation, 3.1.2, are the rules object's count)."""
    sp, space = b.spaces[sid], b.map[sid]
    keep = 0
    if space.is_railway and d.raj_is_player and not sp.strike:
        keep = max(keep, 1)
    if sp.protest:
        keep = max(keep, 2)
    if sp.ml_bases:
        keep = max(keep, 1)  # "keep 1 piece in spaces with a friendly Base": an Activist (NP-ML-8)
    if d.is_player(terms.INC):
        if space.is_province and not sp.muslim_state:
            keep = max(keep, sp.inc_activists + (1 if b.gandhi == sid else 0) + 1)
        if sp.muslim_state:
            keep = max(keep, sp.inc_activists + (1 if b.gandhi == sid else 0))
    free = max(0, sp.ml_activists - keep)
    if not b.raj_control(sid):  # keep enough pieces not to ADD Raj Control
        while free > 0 and control_after(b, sid, free):
            free -= 1
    return free


# --------------------------------------------------------------------- Operations (8.6.5)
def op_rally(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.6.5: Bases first where League Activists exceed Unity (more such spaces than Bases: by the
    Place Activists column, NP-ML-7), then Activists by Place Activists; then (`rally_then`)
    release prisoners if 3+ League Activists are in Jail, else 1 Activist Out of Play ->
    Available. With no space where it builds a Base or places an Activist no space is available
    for the Rally (8.1.5): draw a new card (8.3), the SA done before it staying done (8.6); its
    parts off the map come only besides a space (2.3.4, IT:369; NP-ML-14)."""
    b, act = walk.board, walk.plan.activity
    chosen: list[str] = []
    refused: set[str] = set()
    while b.available(terms.ML_BASES) > 0:
        cands = [s for s in candidates(act) if s not in chosen and s not in refused
                 and b.spaces[s].ml_activists > b.unity and b.spaces[s].bases < b.map[s].pop]
        if not cands:
            break
        d.why(f"Rally: Bases where League Activists exceed Unity ({b.unity}): {names(b, cands)}")
        s = cands[0] if len(cands) == 1 else d.select(cands, "place-activists", board=b)
        if s is None:
            break
        if not walk.plan.attempt(S.replace_pieces(s, [(MLA, b.unity)], [(terms.ML_BASES, 1)]), d.why, "Rally's Base"):
            refused.add(s)
            continue
        chosen.append(s)
    while b.available(MLA) > 0:
        cands = [s for s in candidates(act) if s not in chosen and s not in refused]
        d.why(f"Rally: spaces open to it (3.3.1, 3.3): {names(b, cands)}")
        s = d.select(cands, "place-activists", board=b)
        if s is None:
            break
        n = min(1 + b.spaces[s].ml_bases, b.available(MLA))
        if not walk.plan.attempt(S.place(s, [(MLA, n)]), d.why, f"Rally in {b.map[s].name}"):
            refused.add(s)
            continue
        chosen.append(s)
        d.why(f"Rally: {n} League Activist(s) in {b.map[s].name} (1 + its Bases)")
    if not chosen:
        if not b.available(MLA):
            d.why("Rally: no League Activist Available and no Base to build: no space where the Rally acts "
                  "(8.1.5); its release or Out of Play comes only besides a space (2.3.4, IT:369; NP-ML-14)")
        return False
    rally_then(d, walk, MLA, INCA, "League")
    walk.op_spaces.extend(chosen)
    return True


def op_demonstrate(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.6.5, 8.4.2: a destination by the Demonstrate column among the rules object's spaces an
    allowed move reaches, origins with the most League Activists, until Activists match the
    cubes; a Protest where there is no Raj Control."""
    b, act = walk.board, walk.plan.activity
    dests: list[str] = []
    skipped: set[str] = set()

    def origins(dest: str) -> dict[str, int]:
        return origins_into(act, dest, MLA, lambda src: _movable(d, b, src), dests)

    while True:
        cands = [s for s in candidates(act) if s not in dests and s not in skipped and origins(s)]
        d.why(f"Demonstrate: destinations an allowed move reaches (3.3.2, 8.4.2): {names(b, cands)}")
        dest = d.select(cands, "demonstrate", board=b)
        if dest is None:
            break
        moved = 0
        while True:
            srcs = origins(dest)
            if not srcs:
                break
            most = max(b.spaces[o].ml_activists for o in srcs)
            top = sorted(o for o in srcs if b.spaces[o].ml_activists == most)
            src = top[0] if len(top) == 1 else d.random_one(top, b)
            need = max(1 if moved == 0 else 0, b.spaces[dest].cubes - b.spaces[dest].activists)
            n = min(srcs[src], need)
            if n <= 0 or not walk.plan.attempt(S.move([src, dest], [(MLA, n)]), d.why, "Demonstrate"):
                break
            d.why(f"Demonstrate: {n} League Activist(s) {b.map[src].name}>{b.map[dest].name} (most League Activists)")
            moved += n
            if b.spaces[dest].activists >= b.spaces[dest].cubes:
                break
        if not moved:
            skipped.add(dest)
            continue
        dests.append(dest)
        if not b.raj_control(dest) and not b.spaces[dest].protest and b.protests_available_for_ops():
            walk.plan.attempt(S.add(dest, "protest"), d.why, "Demonstrate's Protest")
    if not dests:
        return False
    walk.op_spaces.extend(dests)
    return True


def op_civil_disobedience(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.6.5: spaces by the Place Protest column (also on SS and TT, NP-ML-5), a Protest in each;
    if the Raj is a player, 1 Activist from a chosen space with 3+ League Activists onto the
    adjacent Railway with the highest Econ and no Activist (NP-ML-6)."""
    b, act = walk.board, walk.plan.activity

    def pick(chosen: list[str]) -> str | None:
        if not b.protests_available_for_ops():
            return None
        cands = [s for s in candidates(act) if s not in chosen and not b.spaces[s].protest
                 and (b.spaces[s].ml_activists or b.spaces[s].ml_bases)]
        d.why(f"Civil Disobedience: League spaces without Protest: {names(b, cands)}")
        return d.select(cands, "place-protest", board=b)

    chosen = choose_in_turn(d, walk, pick)
    if not chosen or not walk.plan.attempt(S.select(*chosen), d.why, "Civil Disobedience"):
        return False
    walk.op_spaces.extend(chosen)
    if d.raj_is_player:  # 8.1.3
        moves = [m for m in act.candidate_moves() if m.src in chosen and b.spaces[m.src].ml_activists >= 3
                 and b.map[m.dst].is_railway and not b.spaces[m.dst].activists]
        srcs = sorted({m.src for m in moves})
        if srcs:
            src = srcs[0] if len(srcs) == 1 else d.random_one(srcs, b)
            rails = [m.dst for m in moves if m.src == src]
            top = max(b.map[r].econ for r in rails)
            rails = sorted(r for r in rails if b.map[r].econ == top)
            rail = rails[0] if len(rails) == 1 else d.random_one(rails, b)
            if walk.plan.attempt(S.move([src, rail], [(MLA, 1)]), d.why, "Civil Disobedience's Railway move"):
                d.why(f"Civil Disobedience: 1 League Activist {b.map[src].name}>{b.map[rail].name} (NP-ML-6)")
    return True


def op_non_cooperation(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.6.5: every available Muslim space, as far as Unity and the Bases allow (the rules
    object's limit; the Shift to Opposition column choosing among them)."""
    b = walk.board

    def pick(chosen: list[str]) -> str | None:
        cands = [s for s in nc_spaces(d, walk) if s not in chosen]
        if not chosen:
            d.why(f"Non-Cooperation: Muslim spaces available: {names(b, cands)}")
        return cands[0] if len(cands) == 1 else d.select(cands, "opposition", board=b)

    chosen = choose_in_turn(d, walk, pick)
    if not chosen or not walk.plan.attempt(S.select(*chosen), d.why, "Non-Cooperation"):
        return False
    walk.op_spaces.extend(chosen)
    return True


# --------------------------------------------------------------------- Special Activities (8.7.3)
def _options(args: dict[str, Any], default: list[str]) -> list[str]:
    opts = args.get("do", default)
    return [opts] if isinstance(opts, str) else list(opts)


def sa_negotiate(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.7.3, 4.4.1: the card's options in order: place-muslim-state (Place Muslim State column),
    remove-unrest (Remove or Replace column). Only with Rally, Demonstrate, Civil Disobedience."""
    if not sa_may_follow(d, walk):
        return False
    if walk.op is not None and walk.op not in NEGOTIATE_OPS:
        return False
    b, act = walk.board, walk.plan.activity
    for opt in _options(args, ["place-muslim-state"]):
        if opt == "place-muslim-state":
            cands = _state_spaces(act)
            d.why(f"Negotiate to place a Muslim State (4.4.1): {names(b, cands)}")
            if not cands:
                continue
            s = cands[0] if len(cands) == 1 else d.select(cands, "muslim-state", board=b)
            if s is None:
                continue
            if _muslim_state(d, walk, s, "Negotiate"):
                walk.sa_spaces = [s]
                return True
            while walk.plan.steps():
                walk.plan.undo()
        if opt == "remove-unrest":
            cands = [s for s in candidates(act) if b.spaces[s].unrest]
            d.why(f"Negotiate to remove Unrest (4.4.1): {names(b, cands)}")
            if not cands:
                continue
            s = cands[0] if len(cands) == 1 else d.select(cands, "remove", board=b)
            if s is not None and walk.plan.attempt(S.remove(s, markers=("unrest",)), d.why, "Negotiate"):
                walk.sa_spaces = [s]
                return True
    return False


def sa_infiltrate(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.7.3, 4.4.2: place-muslim-state (Crisis only: a Province with a League Base and Activists,
    no Raj Control; Place Muslim State column, NP-ML-9) or replace-adversary (Remove or Replace
    column; a Sepoy or a Guerrilla by 8.5, never a Protest, 8.5.3)."""
    if not sa_may_follow(d, walk):
        return False
    b, act = walk.board, walk.plan.activity
    opt = _options(args, ["replace-adversary"])[0]
    if opt == "place-muslim-state":
        cands = _state_spaces(act)
        d.why(f"Infiltrate to place a Muslim State (4.4.2, Crisis): {names(b, cands)}")
        if not cands:
            return False
        s = cands[0] if len(cands) == 1 else d.select(cands, "muslim-state", board=b)
        if s is None or not _muslim_state(d, walk, s, "Infiltrate"):
            return False
        walk.sa_spaces = [s]
        return True
    if b.available(MLA) < 1:
        return False
    cands = [s for s in candidates(act) if b.spaces[s].sepoys or b.spaces[s].guerrillas]
    d.why(f"Infiltrate to replace an adversary (4.4.2): {names(b, cands)}")
    if not cands:
        return False
    s = cands[0] if len(cands) == 1 else d.select(cands, "remove", board=b)
    if s is None:
        return False
    sp = b.spaces[s]
    kinds = [k for k in (terms.SEPOYS, terms.GUERRILLAS) if sp.count(k)]
    order = [terms.GUERRILLAS if k.startswith("guerrillas") else k for k in d.adversaries(b, s, kinds=kinds)]
    first = next((k for k in order if k in kinds), kinds[0])
    if first == terms.SEPOYS:
        took: S.Pair = (terms.SEPOYS, 1)
    else:  # 8.5: Underground first
        took = ("guerrillas_hidden", 1) if sp.guerrillas_hidden else ("guerrillas_active", 1)
    if not walk.plan.attempt(S.replace_pieces(s, [took], [(MLA, 1)]), d.why, "Infiltrate"):
        return False
    walk.sa_spaces = [s]
    return True


def sa_persuade(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.7.3, 4.4.3: up to 2 spaces with League pieces (the rules object's), the card's actions in
    order, each space by the Remove or Replace column: activate-guerrillas (spaces with Active
    League Activists), remove-adversaries (one Active opposing piece by 8.5): `persuade_spaces`."""
    opts = _options(args, ["activate-guerrillas", "remove-adversaries"])
    return persuade_spaces(d, walk, [(o, o == "activate-guerrillas") for o in opts], MLA)


# --------------------------------------------------------------------- the cards' checks
def _roll_le(d: Decision, n: int, why: str) -> bool:
    return d.roll(f"{why} ({n})") <= n


def _ms_possible(d: Decision, walk: Walk) -> bool:
    """S: 'Would Negotiate place a Muslim State?' - an SA is allowed, none done yet, the Operation
    (if any) admits Negotiate, and the rules object of Negotiate accepts a Muslim State somewhere."""
    if not d.sa_allowed or walk.sa is not None or (walk.op is not None and walk.op not in NEGOTIATE_OPS):
        return False
    return bool(_state_spaces(cast("Negotiate", listing(d, walk, "negotiate"))))  # the League's (rules.special.league)


CHECKS = {
    # N: "6+ Attivisti della Lega Musulmana in India?" - on the map (NP-ML-10)
    "ml-activists-6": lambda d, w: w.board.on_map(MLA) >= 6,
    # N, S, T: "Tiro di dado <= Attivisti ML in Prigione?"
    "roll-le-ml-jail": lambda d, w: _roll_le(d, w.board.jail.get(MLA, 0), "die <= League Activists in Jail?"),
    # PP: "Tiro di dado <= Disponibili + Attivisti ML in Prigione?"
    "roll-le-ml-available-jail": lambda d, w: _roll_le(
        d, w.board.available(MLA) + w.board.jail.get(MLA, 0), "die <= League Activists Available + in Jail?"),
    # T: "Qualsiasi Guerriglia Nascosta in spazi Musulmani?"
    "hidden-guerrilla-muslim": lambda d, w: any(
        w.board.map[s].muslim and w.board.spaces[s].guerrillas_hidden for s in w.board.map.spaces),
    # S: "Il Negoziato porrebbe uno Stato Musulmano?"
    "negotiate-would-place-ms": _ms_possible,
    # R, NN, QQ: "Qualsiasi spazio Musulmano disponibile per la Non-Cooperazione?"
    "nc-available": lambda d, w: bool(nc_spaces(d, w)),
    # R: "L'India è in Crisi?"
    "crisis": lambda d, w: w.board.crisis,
    # Q, SS, TT, P: "Qualsiasi segnalino di Protesta Disponibile?" (for Operations, 1.10)
    "protest-available": lambda d, w: w.board.protests_available_for_ops() > 0,
    # Q: "Qualsiasi Attivista della Lega Musulmana in spazi senza Protesta?"
    "ml-activist-no-protest": lambda d, w: any(
        w.board.spaces[s].ml_activists and not w.board.spaces[s].protest for s in w.board.map.spaces),
    # P: "Attivisti NV sono pari o eccedono i cubi in qualsiasi spazio senza Protesta?" (NP-ML-11)
    "nv-match-cubes-no-protest": lambda d, w: any(
        sp.activists and sp.activists >= sp.cubes and not sp.protest for sp in w.board.spaces.values()),
    # PP, QQ: "L'Attività Speciale era Negoziato?"
    "sa-was-negotiate": lambda d, w: w.sa == "negotiate",
}

OPS = {
    "rally": op_rally,
    "demonstrate": op_demonstrate,
    "civil-disobedience": op_civil_disobedience,
    "non-cooperation": op_non_cooperation,
}

SAS = {
    "negotiate": sa_negotiate,
    "infiltrate": sa_infiltrate,
    "persuade": sa_persuade,
}


def pass_steps(d: Decision) -> list[A.ActionStep]:
    """8.1.4: when the NP League Passes, 1 League Activist from Out of Play to Available (if any),
    written `ML pass out-of-play 1 ML` (NP-ML-12)."""
    if d.state.out_of_play.get(MLA, 0) > 0:
        return [S.out_of_play([(MLA, 1)])]
    return []
