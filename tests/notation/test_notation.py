"""The move notation (docs/notation.md): parsing, canonical form, and located errors."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from gandhi_cli.model import terms
from gandhi_cli.notation.fmt import fmt
from gandhi_cli.notation.parse import parse, resolve_spaces
from gandhi_cli.notation.statements import CampaignStart, CardStart, Pieces, Play, Route, SpaceRef, Word

TUTORIAL_START = """\
# The playbook tutorial, first card (IT:2355-2411)
[Scenario tutorial]
[Seed 0]
[Players RAJ INC+ML REV]

card 60 [INC REV RAJ ML]
INC event shaded: place 1 INC RW-A; place 1 INC RW-B
                  place 1 INC RW-C; place 1 INC RW-D     # a statement may span lines
REV rally: place 1g "United Provinces" + infiltrate: replace protest UP with 1 hidden
"""


def test_headers_cards_and_actions():
    log = parse(TUTORIAL_START, "t.log")
    assert log.errors == ()
    assert [(h.tag, h.values) for h in log.headers] == [("Scenario", ("tutorial",)), ("Seed", (0,)),
                                                        ("Players", ("RAJ", "INC+ML", "REV"))]
    card, event, rally = log.statements
    assert card == CardStart(60, (terms.INC, terms.REV, terms.RAJ, terms.ML), None)
    assert event.faction == terms.INC and event.choice == "event" and event.side == "shaded"
    assert len(event.steps) == 4 and event.steps[3].args == (Pieces(1, terms.INC_ACTIVISTS),
                                                             SpaceRef("RW-D", None))
    assert event.steps[2].pos.line == 8  # the continuation line keeps its own line number
    assert rally.activity.name == "rally" and rally.sa.name == "infiltrate"
    assert rally.sa.steps[0].args == (Word("marker", "protest"), SpaceRef("UP", None), Word("with", "with"),
                                      Pieces(1, terms.GUERRILLAS, "hidden"))


def test_moves_paths_and_limited_operations():
    log = parse("card 26\nRAJ sweep limited: move 1T 3S Delhi>RW-F>Bihar\nINC pass\n")
    sweep = log.statements[1]
    assert sweep.activity.limited
    step = sweep.activity.steps[0]
    assert step.verb == "move"
    assert step.args[:2] == (Pieces(1, terms.TROOPS), Pieces(3, terms.SEPOYS))
    assert [s.name for s in step.args[2].spaces] == ["Delhi", "RW-F", "Bihar"]
    assert isinstance(step.args[2], Route)
    assert log.statements[2] == Play(terms.INC, "pass", None)


def test_keywords_are_case_insensitive_and_aliases_canonical():
    a = parse("card 1\nraj SWEEP: MOVE 1t Delhi>UP\ninc CD: Add Protest UP\n")
    b = parse("card 1\nRAJ sweep: move 1T Delhi>UP\nINC civil-disobedience: add protest UP\n")
    assert a.errors == () and a.statements == b.statements


def test_special_steps_target_transfer_resources_campaign():
    log = parse("card 4\nRAJ assault: target INC, REV; arrest gandhi BP\n"
                "REV march: move 2g Orissa>CP; transfer 2 to RAJ; resources REV -1\n"
                "campaign 75\nRAJ imperialism: shift Bihar +2; release gandhi to Gujarat\n")
    assert log.errors == ()
    assault, march = log.statements[1], log.statements[2]
    assert assault.activity.steps[0].args == (terms.INC, terms.REV)
    assert march.activity.steps[1].args == (2, terms.RAJ)
    assert march.activity.steps[2].args == (terms.REV, -1)
    assert isinstance(log.statements[3], CampaignStart)


def test_fmt_is_canonical_and_round_trips():
    log = parse(TUTORIAL_START)
    text = fmt(log)
    again = parse(text)
    assert again.errors == () and again.statements == log.statements and again.headers == log.headers
    assert fmt(again) == text
    assert "place 1G \"United Provinces\"" in text  # canonical piece codes, names quoted when needed


def test_every_syntax_error_is_reported_with_its_line():
    log = parse("card 1\nRAJ plase 2T Delhi\nINC pass\nML event sideways\ncard 99 [RAJ RAJ ML REV]\n"
                "REV attack: roll 3\n", "bad.log")
    assert [e.location.line for e in log.errors] == [2, 4, 5]
    assert "did you mean place" in str(log.errors[0])
    assert str(log.errors[0]).startswith("bad.log:2:5:")
    assert "unshaded or shaded" in str(log.errors[1])
    assert "once each" in str(log.errors[2])
    # the good statements around the errors are kept
    assert [type(s).__name__ for s in log.statements] == ["CardStart", "Play", "Play"]


def test_unknown_space_names_suggest_the_closest(board):
    log = parse("card 1\nRAJ sweep: move 1T Delhi>Bihr\n", "g.log")
    errors = resolve_spaces(log, board)
    assert len(errors) == 1
    assert "did you mean Bihar" in str(errors[0]) and str(errors[0]).startswith("g.log:2:26:")


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("card 1260RAJINCMLREVpassevent:;+>[]#\n\"xyz-TS"))
               | st.characters(), max_size=200))
def test_any_text_parses_or_reports_located_errors(text):
    log = parse(text, "fuzz.log")
    for err in log.errors:
        assert err.location is not None and err.location.line is not None
        assert "\n" not in err.message


def test_header_values_that_need_quotes_keep_them():
    log = parse('[Scenario "my scenarios/short variant.yaml"]\n[Seed 7]\n[Players RAJ+REV INC+ML]\n')
    assert log.headers[0].values == ("my scenarios/short variant.yaml",)
    assert parse(fmt(log)).headers == log.headers
