"""The Non-Player Muslim League: its Operations (8.6.5), Special Activities (8.7.3), the checks of
its twelve Arjuna cards (`data/arjuna/league.yaml`) and its Pass (8.1.4).

Each function plans on a copy of `walk.board` (the move so far applied) and returns notation text
without the faction (`"rally: place 1 ML WB; out-of-play 1 ML"`), or None when nothing can be done.
Readings of the cards and the rules are docs/rules-notes.md NP-ML-n.

Always: the League chooses at most Unity spaces plus any spaces with a League Base (3.3, 8.6.1),
counted as each is chosen; a Limited Operation takes one space (8.6.1). Forces go onto Railways
only when the Raj is a player (8.1.3). It never removes or replaces a Protest or a Muslim State
marker by choice (8.5.3).
"""

from __future__ import annotations

from ..model import terms

ML = terms.ML
MLA = terms.ML_ACTIVISTS
INCA = terms.INC_ACTIVISTS
NEGOTIATE_OPS = ("rally", "demonstrate", "civil-disobedience")  # 4.4.1 (JA), 4.1.2


# --------------------------------------------------------------------- helpers
class Budget:
    """3.3, 8.6.1: spaces with a League Base are free; at most Unity others; one in all when Limited."""

    def __init__(self, d, board):
        self.d, self.board, self.counted, self.total = d, board, 0, 0

    def fits(self, sid: str) -> bool:
        if self.d.limited and self.total >= 1:
            return False
        return self.board.spaces[sid].ml_bases > 0 or self.counted < self.board.unity

    def take(self, sid: str) -> None:
        if self.board.spaces[sid].ml_bases == 0:
            self.counted += 1
        self.total += 1


def _spaces(b):
    return list(b.map.spaces)


def _negotiate_space(walk) -> str | None:
    return walk.shared.get("negotiate_space")


def _op_excluded(walk) -> set[str]:
    """3.1.1, 4.1.1: the space chosen for Negotiate may not be chosen for the Operation."""
    s = _negotiate_space(walk)
    return {s} if s else set()


def _rally_ok(b, sid: str) -> bool:
    """3.3.1: Cities, Provinces and States (never a Railway) without Support, or with a League Base."""
    sp = b.spaces[sid]
    return not b.map[sid].is_railway and (sp.level <= terms.NEUTRAL or sp.ml_bases > 0)


def nc_spaces(b) -> list[str]:
    """8.6.5, 8.4.1 example (IT:1230): Muslim spaces with a Protest, League Activists, no Raj Control."""
    return [s for s in _spaces(b) if b.map[s].muslim and b.spaces[s].protest and b.spaces[s].ml_activists
            and not b.raj_control(s)]


def _ml_pieces(sp) -> int:
    return sp.ml_activists + sp.ml_bases


def _inc_pieces(b, sid) -> int:
    return b.spaces[sid].inc_activists + (1 if b.gandhi == sid else 0)


def _ms_negotiate_spaces(d, walk, b) -> list[str]:
    """4.4.1 (JA) option B: a Muslim Province at Opposition, League pieces > Congress pieces, with
    League Activists, no Raj Control, not chosen for the Operation."""
    out = []
    for s in _spaces(b):
        sp, space = b.spaces[s], b.map[s]
        if not (space.is_province and space.muslim) or sp.muslim_state or sp.level > terms.PASSIVE_OPPOSITION:
            continue
        if sp.ml_activists and not b.raj_control(s) and _ml_pieces(sp) > _inc_pieces(b, s) \
                and s not in walk.op_spaces:
            out.append(s)
    return out


def _troops_out(d, b, sid: str) -> list[str]:
    """1.3.5, 8.1.4: the Troops of a new Muslim State go to Cities, each by the Raj's Place Cubes column."""
    steps = []
    cities = [s for s in _spaces(b) if b.map[s].is_city]
    for _ in range(b.spaces[sid].troops):
        dest = d.select(cities, "place-cubes", board=b, faction=terms.RAJ)
        steps.append(f"move 1T {sid}>{dest}")
        b.move(terms.TROOPS, sid, dest, 1)
    return steps


def _movable(d, b, sid: str, moved_in) -> int:
    """8.4.2, League column: the League Activists an origin may give up."""
    sp, space = b.spaces[sid], b.map[sid]
    n = sp.ml_activists - moved_in.get(sid, 0)
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
    free = max(0, n - keep)
    # keep enough pieces not to ADD Raj Control
    if not b.raj_control(sid):
        while free > 0:
            t = b.copy()
            t.audit = False
            t.spaces[sid].ml_activists -= free
            if not t.raj_control(sid):
                break
            free -= 1
    return free


# --------------------------------------------------------------------- Operations (8.6.5)
def op_rally(d, walk, args) -> str | None:
    """8.6.5: Bases first where League Activists exceed Unity (more such spaces than Bases: by the
    Place Activists column, NP-ML-7), then Activists by Place Activists; then release prisoners
    if 3+ League Activists are in Jail, else 1 Activist Out of Play -> Available."""
    b = walk.scratch()
    budget = Budget(d, b)
    excluded = _op_excluded(walk)
    steps: list[str] = []
    chosen: list[str] = []
    while b.available(terms.ML_BASES) > 0:
        cands = [s for s in _spaces(b) if s not in chosen and s not in excluded and _rally_ok(b, s)
                 and b.spaces[s].ml_activists > b.unity and b.spaces[s].bases < b.map[s].pop and budget.fits(s)]
        if not cands:
            break
        s = cands[0] if len(cands) == 1 else d.select(cands, "place-activists", board=b)
        steps.append(f"replace {b.unity} ML {s} with 1 MLB")
        budget.take(s)
        chosen.append(s)
        b.remove(MLA, s, b.unity)
        b.place(terms.ML_BASES, s, 1)
    while b.available(MLA) > 0:
        cands = [s for s in _spaces(b) if s not in chosen and s not in excluded and _rally_ok(b, s)
                 and budget.fits(s)]
        if not cands:
            break
        s = d.select(cands, "place-activists", board=b)
        n = min(1 + b.spaces[s].ml_bases, b.available(MLA))
        steps.append(f"place {n} ML {s}")
        budget.take(s)
        chosen.append(s)
        b.place(MLA, s, n)
    if not chosen:
        return None
    walk.op_spaces.extend(chosen)
    if b.jail.get(MLA, 0) >= 3:
        roll = d.die()
        own = min(roll, b.jail.get(MLA, 0))
        other = min(roll - own, b.jail.get(INCA, 0))
        steps.append(f"roll {roll}")
        if own:
            steps.append(f"release {own} ML")
        if other:
            steps.append(f"release {other} INC")
    elif b.out_of_play.get(MLA, 0) > 0:
        steps.append("out-of-play 1 ML")
    return "rally: " + "; ".join(steps)


def op_demonstrate(d, walk, args) -> str | None:
    """8.6.5, 8.4.2: a destination by the Demonstrate column, origins with the most League
    Activists, until Activists match the cubes; a Protest where there is no Raj Control."""
    b = walk.scratch()
    budget = Budget(d, b)
    excluded = _op_excluded(walk)
    steps: list[str] = []
    dests: list[str] = []
    moved_in: dict[str, int] = {}
    skipped: set[str] = set()

    def origins(dest):
        return [o for o in b.map.neighbours(dest) if o not in dests and _movable(d, b, o, moved_in) > 0]

    while True:
        cands = [s for s in _spaces(b) if not b.map[s].is_railway and s not in dests and s not in skipped
                 and s not in excluded and budget.fits(s) and origins(s)]
        if not cands:
            break
        dest = d.select(cands, "demonstrate", board=b)
        budget.take(dest)
        dests.append(dest)
        moved = 0
        while True:
            srcs = origins(dest)
            if not srcs:
                break
            most = max(b.spaces[o].ml_activists for o in srcs)
            top = [o for o in srcs if b.spaces[o].ml_activists == most]
            src = top[0] if len(top) == 1 else d.random_space(top, b)
            free = _movable(d, b, src, moved_in)
            need = max(1 if moved == 0 else 0, b.spaces[dest].cubes - b.spaces[dest].activists)
            n = min(free, need)
            if n <= 0:
                break
            steps.append(f"move {n} ML {src}>{dest}")
            b.move(MLA, src, dest, n)
            moved_in[dest] = moved_in.get(dest, 0) + n
            moved += n
            if b.spaces[dest].activists >= b.spaces[dest].cubes:
                break
        if not b.raj_control(dest) and not b.spaces[dest].protest and b.protests_available_for_ops():
            steps.append(f"add protest {dest}")
            b.place_protest(dest)
    if not dests:
        return None
    walk.op_spaces.extend(dests)
    return "demonstrate: " + "; ".join(steps)


def op_civil_disobedience(d, walk, args) -> str | None:
    """8.6.5: spaces by the Place Protest column (also on SS and TT, NP-ML-5), a Protest in each;
    if the Raj is a player, 1 Activist from a chosen space with 3+ League Activists onto the
    adjacent Railway with the highest Econ and no Activist (NP-ML-6)."""
    b = walk.scratch()
    budget = Budget(d, b)
    excluded = _op_excluded(walk)
    chosen: list[str] = []
    while b.protests_available_for_ops() > 0:
        cands = [s for s in _spaces(b) if s not in chosen and s not in excluded and not b.spaces[s].protest
                 and (b.spaces[s].ml_activists or b.spaces[s].ml_bases) and budget.fits(s)]
        if not cands:
            break
        s = d.select(cands, "place-protest", board=b)
        budget.take(s)
        chosen.append(s)
        b.place_protest(s)
    if not chosen:
        return None
    walk.op_spaces.extend(chosen)
    text = "cd: select " + " ".join(chosen)
    if d.raj_is_player:  # 8.1.3
        srcs = [s for s in chosen if b.spaces[s].ml_activists >= 3
                and any(b.map[r].is_railway and not b.spaces[r].activists for r in b.map.neighbours(s))]
        if srcs:
            src = srcs[0] if len(srcs) == 1 else d.random_space(srcs, b)
            rails = [r for r in b.map.neighbours(src) if b.map[r].is_railway and not b.spaces[r].activists]
            top = max(b.map[r].econ for r in rails)
            rails = [r for r in rails if b.map[r].econ == top]
            rail = rails[0] if len(rails) == 1 else d.random_space(rails, b)
            text += f"; move 1 ML {src}>{rail}"
    return text


def op_non_cooperation(d, walk, args) -> str | None:
    """8.6.5: every available Muslim space, as far as Unity and the Bases allow (the Shift to
    Opposition column choosing among them)."""
    b = walk.scratch()
    budget = Budget(d, b)
    chosen: list[str] = []
    while True:
        cands = [s for s in nc_spaces(b) if s not in chosen and budget.fits(s)]
        if not cands:
            break
        s = cands[0] if len(cands) == 1 else d.select(cands, "opposition", board=b)
        budget.take(s)
        chosen.append(s)
    if not chosen:
        return None
    walk.op_spaces.extend(chosen)
    return "nc: select " + " ".join(chosen)


# --------------------------------------------------------------------- Special Activities (8.7.3)
def _options(args, default):
    opts = args.get("do", default)
    return [opts] if isinstance(opts, str) else list(opts)


def sa_negotiate(d, walk, args) -> str | None:
    """8.7.3, 4.4.1: the card's options in order: place-muslim-state (Place Muslim State column),
    remove-unrest (Remove or Replace column). Only with Rally, Demonstrate, Civil Disobedience."""
    if walk.op is not None and walk.op not in NEGOTIATE_OPS:
        return None
    b = walk.scratch()
    for opt in _options(args, ["place-muslim-state"]):
        if opt == "place-muslim-state":
            cands = _ms_negotiate_spaces(d, walk, b)
            if not cands:
                continue
            s = cands[0] if len(cands) == 1 else d.select(cands, "muslim-state", board=b)
            steps = _troops_out(d, b, s) + [f"add muslim-state {s}"]
            walk.shared["negotiate_space"] = s
            walk.sa_spaces = [s]
            return "negotiate: " + "; ".join(steps)
        if opt == "remove-unrest":
            cands = [s for s in _spaces(b) if b.spaces[s].unrest and b.spaces[s].ml_activists
                     and not b.raj_control(s) and s not in walk.op_spaces]
            if not cands:
                continue
            s = cands[0] if len(cands) == 1 else d.select(cands, "remove", board=b)
            walk.shared["negotiate_space"] = s
            walk.sa_spaces = [s]
            return f"negotiate: remove unrest {s}"
    return None


def _infiltrate_targets(b, sid) -> list[str]:
    sp = b.spaces[sid]
    return [k for k in (terms.SEPOYS, terms.GUERRILLAS) if sp.count(k)]


def sa_infiltrate(d, walk, args) -> str | None:
    """8.7.3, 4.4.2: place-muslim-state (Crisis only: a Province with a League Base and Activists,
    no Raj Control; Place Muslim State column, NP-ML-9) or replace-adversary (Remove or Replace
    column; a Sepoy or a Guerrilla by 8.5, never a Protest, 8.5.3)."""
    b = walk.scratch()
    opt = _options(args, ["replace-adversary"])[0]
    if opt == "place-muslim-state":
        if not b.crisis:
            return None
        cands = [s for s in _spaces(b) if b.map[s].is_province and b.spaces[s].ml_bases and b.spaces[s].ml_activists
                 and not b.raj_control(s) and not b.spaces[s].muslim_state]
        if not cands:
            return None
        s = cands[0] if len(cands) == 1 else d.select(cands, "muslim-state", board=b)
        walk.sa_spaces = [s]
        return "infiltrate: " + "; ".join(_troops_out(d, b, s) + [f"add muslim-state {s}"])
    if b.available(MLA) < 1:
        return None
    cands = [s for s in _spaces(b) if b.spaces[s].ml_activists and _infiltrate_targets(b, s)]
    if not cands:
        return None
    s = cands[0] if len(cands) == 1 else d.select(cands, "remove", board=b)
    kinds = _infiltrate_targets(b, s)
    order = [k for k in d.adversaries(b, s, kinds=kinds) if k in kinds] or kinds
    k = order[0]
    walk.sa_spaces = [s]
    if k == terms.SEPOYS:
        return f"infiltrate: replace 1S {s} with 1 ML"
    side = "hidden" if b.spaces[s].guerrillas_hidden else "active"  # 8.5: Underground first
    return f"infiltrate: replace 1 {side} {s} with 1 ML"


def _persuade_removal(d, b, sid) -> str | None:
    """One Active opposing piece by 8.5: Sepoys before Troops, Revolutionary Bases once no
    Guerrilla is left, Congress Activists only where Active; never Gandhi (4.4.3)."""
    sp = b.spaces[sid]
    ok = []
    if sp.sepoys:
        ok.append(terms.SEPOYS)
    elif sp.troops:
        ok.append(terms.TROOPS)
    if sp.inc_activists and b.activists_active(sid):
        ok.append(INCA)
    if sp.guerrillas_active:
        ok.append(terms.GUERRILLAS)
    if sp.rev_bases and not sp.guerrillas:
        ok.append(terms.REV_BASES)
    if not ok:
        return None
    order = [k for k in d.adversaries(b, sid, kinds=ok) if k in ok] or ok
    return {terms.SEPOYS: "1S", terms.TROOPS: "1T", INCA: "1 INC", terms.GUERRILLAS: "1 active",
            terms.REV_BASES: "1 RB"}[order[0]]


def sa_persuade(d, walk, args) -> str | None:
    """8.7.3, 4.4.3: up to 2 spaces with League pieces, the card's actions in order, each space by
    the Remove or Replace column: activate-guerrillas (spaces with Active League Activists),
    remove-adversaries (one Active opposing piece by 8.5)."""
    b = walk.scratch()
    opts = _options(args, ["activate-guerrillas", "remove-adversaries"])
    steps: list[str] = []
    chosen: list[str] = []
    for opt in opts:
        while len(chosen) < 2:
            if opt == "activate-guerrillas":
                cands = [s for s in _spaces(b) if s not in chosen and b.spaces[s].ml_activists
                         and b.activists_active(s) and b.spaces[s].guerrillas_hidden]
            else:
                cands = [s for s in _spaces(b) if s not in chosen and _ml_pieces(b.spaces[s])
                         and _persuade_removal(d, b, s)]
            if not cands:
                break
            s = cands[0] if len(cands) == 1 else d.select(cands, "remove", board=b)
            chosen.append(s)
            if opt == "activate-guerrillas":
                sp = b.spaces[s]
                nv = sp.ml_bases + (1 if b.gandhi == s else 0) + (sp.activists if b.activists_active(s) else 0)
                n = min(nv, sp.guerrillas_hidden)
                steps.append(f"activate {n}G {s}")
                b.activate_guerrillas(s, n)
            else:
                piece = _persuade_removal(d, b, s)
                steps.append(f"remove {piece} {s}")
    if not steps:
        return None
    walk.sa_spaces = chosen
    return "persuade: " + "; ".join(steps)


# --------------------------------------------------------------------- the cards' checks
def _roll_le(d, n: int, why: str) -> bool:
    return d.roll(why) <= n


def _ms_possible(d, walk) -> bool:
    """S: 'Would Negotiate place a Muslim State?' - an SA is allowed, none done yet, the Operation
    (if any) admits Negotiate, and a Province qualifies."""
    if not d.sa_allowed or walk.sa is not None or (walk.op is not None and walk.op not in NEGOTIATE_OPS):
        return False
    return bool(_ms_negotiate_spaces(d, walk, walk.board))


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
    "nc-available": lambda d, w: bool(nc_spaces(w.board)),
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


def pass_text(d) -> str:
    """8.1.4: when the NP League Passes, 1 League Activist from Out of Play to Available (if any).
    Written `ML pass out-of-play 1 ML`: the grammar takes no colon after `pass` (NP-ML-12)."""
    if d.state.out_of_play.get(MLA, 0) > 0:
        return "ML pass out-of-play 1 ML"  # the notation has no colon here (docs/notation.md, NP-ML-12)
    return "ML pass"
