"""One step model (issue #33): the rules take the typed step (`notation.actions.ActionStep`) and
read it as they read the parsed one. `rules.steps.decode_action` gives, for every step of every
example log and of the recorded Non-Player logs in `examples/`, the `Args` that `decode` gives for
the same words (docs/notation.md "Steps"; space names as the map reads them, 1.3 and issue #23),
and an unknown space name is reported at the place it was written."""

from __future__ import annotations

from pathlib import Path

import pytest

from gandhi_cli.io.errors import InputError
from gandhi_cli.model.mapdata import load_map
from gandhi_cli.notation import actions as A
from gandhi_cli.notation.convert import EVENT_OR_PASS, from_steps_at, parse_actions
from gandhi_cli.notation.parse import parse
from gandhi_cli.notation.statements import Play, Pos
from gandhi_cli.rules.steps import decode, decode_action

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LOGS = sorted(EXAMPLES.glob("*.log"))


def _located(steps, key, positions):
    """Each typed step of a part with where it and its spaces were written (the side table)."""
    for s, step in enumerate(steps):
        k = (*key, s)
        places = {q[len(k):]: p for q, p in positions.items() if len(q) > len(k) and q[:len(k)] == k}
        yield step, positions[k], places


def _typed_steps(text: str, name: str):
    parsed = parse_actions(text, name)
    for i, action in enumerate(parsed.actions):
        if not isinstance(action, A.FactionAction):
            continue
        yield from _located(action.steps, (i, EVENT_OR_PASS), parsed.positions)
        for p, part in enumerate(action.parts):
            yield from _located(part.steps, (i, p), parsed.positions)


def _outcome(fn, *args):
    try:
        return fn(*args)
    except InputError as exc:
        return ("error", str(exc))


@pytest.mark.parametrize("log", LOGS, ids=[p.name for p in LOGS])
def test_decode_action_agrees_with_decode_on_every_example_step(log: Path) -> None:
    """docs/notation.md "Steps", 1.3 (IT:63): a typed step decodes to the Args its parsed form
    decodes to (the same pieces, spaces resolved to the same ids, path, boxes, numbers), or to
    the same located error."""
    board = load_map(None)
    text = log.read_text(encoding="utf-8")
    for step, at, places in _typed_steps(text, str(log)):
        typed = _outcome(decode_action, step, board, str(log), at, places)
        parsed = _outcome(decode, from_steps_at(step, at, places), board, str(log))
        assert typed == parsed, (at, step)


@pytest.mark.parametrize("log", LOGS, ids=[p.name for p in LOGS])
def test_decode_action_agrees_with_the_log_as_written(log: Path) -> None:
    """docs/notation.md "Steps": what the replay read from the parsed log before issue #33 is what
    it reads from the typed step made of it, space for space."""
    board = load_map(None)
    text = log.read_text(encoding="utf-8")
    written = []
    for st in parse(text, str(log)).statements:
        if isinstance(st, Play):
            written.extend(st.steps)
            written.extend(s for part in st.parts for s in part.steps)
    typed = list(_typed_steps(text, str(log)))
    assert len(typed) == len(written)
    for (step, at, places), old in zip(typed, written, strict=True):
        assert at == old.pos
        assert (_outcome(decode_action, step, board, str(log), at, places)
                == _outcome(decode, old, board, str(log))), (at, old.text())


def _one(text: str):
    return next(_typed_steps(text, "t.log"))


def test_multi_word_name_after_to_is_read_whole() -> None:
    """Issue #23 (docs/notation.md "Spaces"): `release gandhi to West Bengal` names West Bengal
    (4.3.2's release of Gandhi into a space), as the parsed step does."""
    step, at, places = _one("INC satyagraha: release gandhi to West Bengal\n")
    assert decode_action(step, load_map(None), "t.log", at, places).to_space == "west-bengal"


def test_track_set_to_a_value() -> None:
    """6.6 (IT:923): "restraint to 4" sets the track to 4 (a value, not a change)."""
    step, at, places = _one("RAJ event unshaded: restraint to 4\n")
    args = decode_action(step, load_map(None), "t.log", at, places)
    assert (args.to_value, args.numbers) == (4, [])


def test_unknown_space_is_reported_where_it_was_written() -> None:
    """1.3: a space the map does not know is an input error located at the name (line 2,
    column of `Atlantis`), not at the step."""
    step, at, places = _one("card 1\nRAJ deploy: place 1T Atlantis\n")
    with pytest.raises(InputError) as caught:
        decode_action(step, load_map(None), "t.log", at, places)
    loc = caught.value.location
    assert (loc.line, loc.column) == (2, 22)
    assert at == Pos(2, 13)
