"""Issue #35 items 4 and 5: a Campaign part's draft (6.3.1, 6.3.2): what it lists leads somewhere."""

from __future__ import annotations

from gandhi_cli.core.engine import perform
from gandhi_cli.core.game import Game, activity_head as head
from gandhi_cli.model import scenario, terms
from gandhi_cli.notation import actions as A


def _raj_with_gandhi_in_jail():
    """Short scenario; Bihar with Troops, Sepoys and Raj Control, Neutral; Gandhi and 2 Congress
    Activists in Jail; the Raj with 20 Resources."""
    s = scenario.setup("short", seed=1)
    s.audit = False
    sp = s.spaces["bihar"]
    sp.troops, sp.sepoys = 2, 2
    sp.inc_activists = sp.ml_activists = sp.guerrillas_hidden = sp.guerrillas_active = 0
    sp.level, sp.unrest = terms.NEUTRAL, 0
    s.jail[terms.INC_ACTIVISTS] = 2
    s.gandhi = terms.JAIL
    s.resources[terms.RAJ] = 20
    return s


def test_gandhi_released_before_a_chosen_space_bought_6_3_1():
    """6.3.1 (IT:878-880): "Poi, rilasciate due Attivisti … Infine, se Gandhi è in Prigione,
    rilasciatelo": Gandhi's release comes after the purchases; released while Bihar, chosen,
    has nothing bought yet, it is reported at its own step (the purchase after it is the same
    mistake, not reported twice)."""
    s = _raj_with_gandhi_in_jail()
    found = [f for f in perform(s, "RAJ imperialism: select Bihar; release gandhi to Gujarat; shift Bihar +1; "
                                   "release 2 INC") if not f.note]
    assert [f.rule for f in found] == ["6.3.1"], found
    assert found[0].column == len("RAJ imperialism: select Bihar; ") + 1


def test_draft_offers_no_gandhi_release_that_leads_nowhere_6_3_1():
    """6.3.1 (IT:875-881): after `select bihar`, the draft does not offer `release gandhi` (after
    which no purchase may come, and Bihar must have one: the part could never end); it offers
    Bihar's purchase, after which the part leads on to its end."""
    game = Game.at(_raj_with_gandhi_in_jail(), set())
    draft = game.draft(head(terms.RAJ, "imperialism"), apart=True)
    select = A.ActionStep(A.Verb.SELECT, (A.SpaceName("bihar"),))
    assert draft.step(select) == []
    offered = draft.next_steps()
    assert not any(st.verb == A.Verb.RELEASE and any(isinstance(a, A.PieceCount) and a.kind == A.PieceKind("gandhi")
                                                      for a in st.args) for st in offered), offered
    assert any(st.verb in (A.Verb.SHIFT, A.Verb.REMOVE) for st in offered)
