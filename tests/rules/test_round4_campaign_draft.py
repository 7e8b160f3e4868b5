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
    """6.3.1 (IT:881): "Poi, rilasciate due Attivisti … Infine, se Gandhi è in Prigione,
    rilasciatelo": Gandhi's release comes after the purchases; released while Bihar, chosen,
    has nothing bought yet, it is reported at its own step (the purchase after it is the same
    mistake, not reported twice)."""
    s = _raj_with_gandhi_in_jail()
    found = [f for f in perform(s, "RAJ imperialism: select Bihar; release gandhi to Gujarat; shift Bihar +1; "
                                   "release 2 INC") if not f.note]
    assert [f.rule for f in found] == ["6.3.1"], found
    assert found[0].column == len("RAJ imperialism: select Bihar; ") + 1


def test_draft_offers_no_gandhi_release_that_leads_nowhere_6_3_1():
    """6.3.1 (IT:875, IT:881): after `select bihar`, the draft does not offer `release gandhi` (after
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


def test_imperialism_lists_only_spaces_where_a_purchase_is_possible_6_3_1():
    """6.3.1 (IT:875): "Città e Province ciascuna con Controllo Raj, Truppe e Sepoy": Imperialism
    lists Bihar (Troops, Sepoys, Raj Control, Neutral), never a Railway, a State or a space
    without both cube kinds; every space it lists takes a purchase with no finding."""
    s = _raj_with_gandhi_in_jail()
    s.gandhi = "gujarat"  # (in Jail, the spaces his release may go to are listed too)
    game = Game.at(s, set())
    draft = game.draft(head(terms.RAJ, "imperialism"), apart=True)
    listed = {o.space for o in draft.options(ends=False).spaces}
    assert "bihar" in listed
    board = game.state.map
    assert not any(board[s].is_railway or game.state.is_state(s) for s in listed)
    for sid in listed:
        sp = game.state.spaces[sid]
        assert sp.troops and sp.sepoys and game.state.raj_control(sid)


def test_imperialism_lists_nothing_the_raj_cannot_pay_for_6_3_1():
    """6.3.1 (IT:875): "Ogni 3 Risorse spese …": with 2 Resources no purchase can be paid for,
    so no space is listed."""
    s = _raj_with_gandhi_in_jail()
    s.gandhi = "gujarat"
    s.resources[terms.RAJ] = 2
    draft = Game.at(s, set()).draft(head(terms.RAJ, "imperialism"), apart=True)
    assert draft.options(ends=False).spaces == ()


def test_pakistan_movement_lists_no_railway_nor_raj_control_6_3_3():
    """6.3.3 (IT:887): "una Base in un qualsiasi spazio non di Ferrovia senza Controllo Raj"."""
    s = _raj_with_gandhi_in_jail()
    game = Game.at(s, set())
    draft = game.draft(head(terms.ML, "pakistan-movement"), apart=True)
    listed = {o.space for o in draft.options(ends=False).spaces}
    assert listed and "bihar" not in listed
    assert not any(game.state.map[sid].is_railway or game.state.raj_control(sid) for sid in listed)


def test_constructive_programme_lists_only_own_spaces_without_raj_control_6_3_2():
    """6.3.2 (IT:885): "Città e/o Province … con propri pezzi e senza Controllo Raj"."""
    s = _raj_with_gandhi_in_jail()
    game = Game.at(s, set())
    draft = game.draft(head(terms.INC, "constructive-programme"), apart=True)
    listed = {o.space for o in draft.options(ends=False).spaces}
    for sid in listed:
        sp = game.state.spaces[sid]
        assert sp.inc_activists and not game.state.raj_control(sid) and not game.state.map[sid].is_railway


def test_status_options_at_congress_constructive_programme_6_3_2():
    """6.3.2 (IT:885): "Il Congresso e poi la Lega Musulmana …": at Congress's Constructive
    Programme, `status --options` lists Congress's part only (not the League's or the
    Revolutionaries' phases), with the spaces it may shift and the Unity limit."""
    from pathlib import Path

    from gandhi_cli.core.game import play_through
    from gandhi_cli.notation.parse import parse_file
    from gandhi_cli.render.status import activities

    log = Path(__file__).resolve().parents[2] / "examples" / "short-game.log"
    line = next(i for i, text in enumerate(log.read_text().splitlines(), 1)
                if text.startswith("INC constructive-programme"))
    game = play_through(parse_file(log), stop_line=line - 1)
    due = game.due()
    assert (due.faction, due.name) == (terms.INC, "constructive-programme")
    acts = {a["name"]: a for a in activities(game, due)}
    # Congress's own parts only: its Constructive Programme, and its Redeploy (which it may go on
    # to, leaving the Programme unused: LEGAL-2); no League or Revolutionary phase
    assert set(acts) == {"constructive-programme", "redeploy"}
    listed = {o["space"] for o in acts["constructive-programme"]["spaces"]}
    assert listed
    assert all(game.state.spaces[sid].inc_activists or game.state.gandhi == sid for sid in listed)
    assert "Unity" in acts["constructive-programme"]["limits"]


def test_imperialism_shift_at_active_support_changes_nothing_reported_6_3_1():
    """6.3.1 (IT:875 "sposta lo spazio di un livello verso Supporto Attivo"): at Active Support no
    level is left: the step changes nothing, and is reported and skipped, as an Event's is (5.1;
    NOOP-1), nothing paid."""
    s = _raj_with_gandhi_in_jail()
    s.gandhi = "gujarat"
    s.jail[terms.INC_ACTIVISTS] = 0
    s.spaces["bihar"].level = terms.ACTIVE_SUPPORT
    found = [f for f in perform(s, "RAJ imperialism: shift Bihar +1") if not f.note]
    assert "6.3.1" in [f.rule for f in found] and any("changes nothing" in f.message for f in found)
    assert s.resources[terms.RAJ] == 20


def test_constructive_programme_shift_at_active_opposition_reported_6_3_2():
    """6.3.2 (IT:885 "di massimo due livelli verso Opposizione Attiva"): at Active Opposition the
    shift changes nothing: reported and skipped (NOOP-1)."""
    s = _raj_with_gandhi_in_jail()
    sp = s.spaces["gujarat"]
    sp.troops = sp.sepoys = 0
    sp.inc_activists, sp.level = 1, terms.ACTIVE_OPPOSITION
    found = [f for f in perform(s, "INC constructive-programme: shift Gujarat -1") if not f.note]
    assert [f.rule for f in found] == ["6.3.2"] and "changes nothing" in found[0].message


def test_imperialism_lists_gandhis_release_spaces_while_he_is_in_jail_6_3_1():
    """6.3.1 (IT:881): "Infine, se Ghandi è in Prigione, rilasciatelo in qualsiasi spazio senza
    Controllo Raj": while he is in Jail those spaces are listed (a step is possible there), so the
    draft can always end with his release (a random playout found the dead end)."""
    game = Game.at(_raj_with_gandhi_in_jail(), set())
    listed = {o.space for o in game.draft(head(terms.RAJ, "imperialism"), apart=True).options(ends=False).spaces}
    assert "gujarat" in listed and not game.state.raj_control("gujarat")
