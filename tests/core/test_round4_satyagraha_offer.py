"""What `Game.legal()` and a draft offer for Satyagraha (4.3.2): with Gandhi in Jail and a
Non-Player Raj, nothing (8.1.4, IT:1091: the NP Raj always refuses to release him; IT:737: Congress
chooses another SA); with a player Raj, the release (IT:735, CONG-2). Its first option, "a Protest
marker (if present) plus an Unrest marker (if present)" (IT:735, JA:819), offered once a space."""

from __future__ import annotations

from gandhi_cli.core.game import Game, activity_head as head
from gandhi_cli.model import terms
from gandhi_cli.notation import actions as A
from gandhi_cli.notation.parse import parse


def inc_due(players: str) -> Game:
    """The Short scenario's first card, Congress 1st Eligible with every option (2.3.4), the
    factions of `players` held by players and the others Non-Players (8.0), Gandhi in Jail."""
    game = Game(parse(f"[Scenario short]\n[Seed 0]\n[Players {players}]\n", "<t>"))
    order = (A.Faction.INC, A.Faction.RAJ, A.Faction.ML, A.Faction.REV)
    game.push(A.CardAction(game.due().name, order))
    assert game.due().faction == terms.INC
    game.state.audit = False
    game.state.gandhi = terms.JAIL
    return game


def satyagraha_heads(game: Game) -> list[A.FactionAction]:
    return [c.action for c in game.legal() if any(p.name.value == "satyagraha" for p in c.action.parts)]


def releases(game: Game) -> list[A.ActionStep]:
    """The `release` steps a Rally + Satyagraha draft offers as Satyagraha's first step."""
    draft = game.draft(head(terms.INC, "rally", "satyagraha"))
    rally = next(s for s in draft.next_steps() if s.verb == A.Verb.PLACE)
    assert draft.step(rally) == []
    draft.next_part()
    return [s for s in draft.next_steps() if s.verb == A.Verb.RELEASE]


def test_8_1_4_legal_offers_no_satyagraha_with_gandhi_jailed_and_an_np_raj():
    """8.1.4 (IT:1091) and 4.3.2's note (IT:737): the NP Raj refuses, so Satyagraha cannot move
    Gandhi anywhere: `legal()` does not offer it (it offered it, with 36 `release gandhi to X`)."""
    game = inc_due("INC")
    assert satyagraha_heads(game) == []
    assert releases(game) == []


def test_4_3_2_legal_offers_the_release_to_a_player_raj():
    """4.3.2 (IT:735: "può uscire di Prigione se il Raj è d'accordo"): with a player Raj the
    release is offered, the log's step being its consent (CONG-2)."""
    game = inc_due("RAJ INC")
    assert satyagraha_heads(game)
    offered = releases(game)
    assert len(offered) == len(game.state.spaces)
    draft = game.draft(head(terms.INC, "rally", "satyagraha"))
    draft.step(next(s for s in draft.next_steps() if s.verb == A.Verb.PLACE))
    draft.next_part()
    assert draft.step(offered[0]) == []


def _removals(game: Game, space: str) -> list[str]:
    """Satyagraha's `remove` steps offered once Gandhi stands in `space` (`select`)."""
    draft = game.draft(head(terms.INC, "rally", "satyagraha"))
    draft.step(next(s for s in draft.next_steps() if s.verb == A.Verb.PLACE))
    draft.next_part()
    assert draft.step(A.ActionStep(A.Verb.SELECT, (A.SpaceName(space),))) == []
    out = [s for s in draft.next_steps() if s.verb == A.Verb.REMOVE]
    return [a.value for s in out for a in s.args if isinstance(a, A.Marker)]


def test_4_3_2_the_removal_is_offered_once():
    """4.3.2 (IT:735, JA:819): the first option removes "a Protest marker (if present) plus an
    Unrest marker (if present)" — one option, which `remove protest X` and `remove unrest X` both
    write (CONG-2): the draft offers it once (it offered both, read as two alternatives)."""
    game = inc_due("RAJ INC")
    s = game.state
    s.gandhi = "bihar"
    if not s.spaces["bihar"].protest:
        s.place_protest("bihar")
    s.add_unrest("bihar")
    assert _removals(game, "bihar") == ["protest"]


def test_4_3_2_the_removal_where_only_unrest_is_there():
    """4.3.2 (IT:735): with an Unrest marker and no Protest, the option is offered as
    `remove unrest X`, once."""
    game = inc_due("RAJ INC")
    s = game.state
    s.gandhi = "bihar"
    if s.spaces["bihar"].protest:
        s.remove_protest("bihar")
    s.add_unrest("bihar")
    assert _removals(game, "bihar") == ["unrest"]


def test_4_3_2_nothing_more_to_remove_once_the_option_is_taken():
    """4.3.2 (IT:735: one Unrest marker): after `remove protest X` the option is done; a second
    Unrest marker there is not offered as a further removal."""
    game = inc_due("RAJ INC")
    s = game.state
    s.gandhi = "bihar"
    if not s.spaces["bihar"].protest:
        s.place_protest("bihar")
    s.add_unrest("bihar")
    s.add_unrest("bihar")
    draft = game.draft(head(terms.INC, "rally", "satyagraha"))
    draft.step(next(st for st in draft.next_steps() if st.verb == A.Verb.PLACE))
    draft.next_part()
    draft.step(A.ActionStep(A.Verb.SELECT, (A.SpaceName("bihar"),)))
    assert draft.step(A.ActionStep(A.Verb.REMOVE, (A.Marker.PROTEST, A.SpaceName("bihar")))) == []
    assert [st for st in draft.next_steps() if st.verb == A.Verb.REMOVE] == []


def test_4_3_2_the_removal_step_says_it_removes_both_markers():
    """4.3.2 (IT:735, JA:819): what a menu may show beside Satyagraha's one removal step: the
    Protest and one Unrest go, whichever marker the step names (CONG-2)."""
    from gandhi_cli.rules.catalog import find

    cls = find(terms.INC, "satyagraha")
    assert cls is not None
    for marker in (A.Marker.PROTEST, A.Marker.UNREST):
        note = cls.step_note(A.ActionStep(A.Verb.REMOVE, (marker, A.SpaceName("bihar"))))
        assert note is not None and "Protest" in note and "Unrest" in note
    assert cls.step_note(A.ActionStep(A.Verb.SELECT, (A.SpaceName("bihar"),))) is None
