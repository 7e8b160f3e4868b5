"""The reading of an Arjuna card (8.3, 8.6) by `arjuna.walk_card`, on made-up cards: the flow's
targets, the SA done once, and an Operation the SA already done cannot accompany (4.1.2)."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from gandhi_cli.io.errors import InputError
from gandhi_cli.model.scenario import setup
from gandhi_cli.np import arjuna
from gandhi_cli.np.decision import Decision


def fake(monkeypatch, flow, checks=None, ops=None, sas=None):
    card = {"id": "X", "back": "XX", "flow": flow}
    back = {"id": "XX", "flow": [{"op": "rally"}, "stop"]}
    monkeypatch.setattr(arjuna, "cards", lambda faction: {"X": card, "XX": back})
    mod = SimpleNamespace(CHECKS=checks or {}, OPS=ops or {}, SAS=sas or {})
    monkeypatch.setattr(arjuna, "module", lambda faction: mod)

    def instruction(d, walk, kind, name, fn, args):  # the plan left out: the parts as (kind, text)
        text = fn(d, walk, args)
        if text:
            walk.shared.setdefault("parts", []).append((kind, text))
        return bool(text)

    monkeypatch.setattr(arjuna, "_instruction", instruction)


PLAN = SimpleNamespace(part_text=lambda name: name)  # the plan left out: a part's text is its name


def parts(walk):
    return walk.shared.get("parts", [])


def decision():
    return Decision(setup("short", seed=1), "ML", {"ML"}, random.Random(0))


def test_8_3_yes_continues_and_no_flips_the_card(monkeypatch):
    fake(monkeypatch, [{"check": "c", "yes": "next", "no": "flip"}, {"op": "nc"}, "stop"],
         checks={"c": lambda d, w: False}, ops={"rally": lambda d, w, a: "rally: select Sind",
                                                 "nc": lambda d, w, a: "nc: select Sind"})
    walk = arjuna.Walk(plan=PLAN)
    assert arjuna.walk_card(decision(), walk, "X") is True
    assert parts(walk) == [("op", "rally: select Sind")] and walk.cards == ["X", "XX"]


def test_8_3_unquoted_yaml_yes_no_keys_are_read_too(monkeypatch):
    """YAML 1.1 turns an unquoted `yes:` key into True: the walker accepts both spellings."""
    fake(monkeypatch, [{"check": "c", True: "draw", False: "next"}, {"op": "nc"}, "stop"],
         checks={"c": lambda d, w: True}, ops={"nc": lambda d, w, a: "nc: select Sind"})
    walk = arjuna.Walk(plan=PLAN)
    assert arjuna.walk_card(decision(), walk, "X") is False  # yes -> draw a new card
    assert parts(walk) == []


def test_4_1_2_8_6_an_op_the_earlier_negotiate_cannot_accompany_sends_to_a_new_card(monkeypatch):
    called = []
    fake(monkeypatch, [{"op": "non-cooperation"}, "stop"],
         ops={"non-cooperation": lambda d, w, a: called.append(1) or "nc: select Sind"})
    d = decision()
    walk = arjuna.Walk(plan=PLAN, sa="negotiate", shared={"parts": [("sa", "negotiate: add muslim-state Sind")]})
    assert arjuna.walk_card(d, walk, "X") is False
    assert not called and any("4.1.2" in line for line in d.explain)


def test_8_6_an_sa_already_done_is_not_done_again_on_a_new_card(monkeypatch):
    fake(monkeypatch, [{"sa": [{"name": "persuade"}]}, {"op": "rally"}, "stop"],
         ops={"rally": lambda d, w, a: "rally: place 1 ML Sind"},
         sas={"persuade": lambda d, w, a: "persuade: remove 1S Sind"})
    walk = arjuna.Walk(plan=PLAN, sa="infiltrate", shared={"parts": [("sa", "infiltrate: replace 1S Sind with 1 ML")]})
    assert arjuna.walk_card(decision(), walk, "X") is True
    assert [k for k, _ in parts(walk)] == ["sa", "op"]  # the earlier SA only


def test_8_3_a_flip_needs_a_back_card(monkeypatch):
    """8.3: "Flip" reads the card's back; a card file (GANDHI_ARJUNA_DIR) whose flip has no back,
    or names a card not in the file, is unusable input, not an internal error (was KeyError)."""
    fake(monkeypatch, ["flip"])
    no_back = {"id": "X", "flow": ["flip"]}
    monkeypatch.setattr(arjuna, "cards", lambda faction: {"X": no_back})
    with pytest.raises(InputError, match="a flip, but no back card"):
        arjuna.walk_card(decision(), arjuna.Walk(plan=PLAN), "X")
    unknown = {"id": "X", "back": "ZZ", "flow": ["flip"]}
    monkeypatch.setattr(arjuna, "cards", lambda faction: {"X": unknown})
    with pytest.raises(InputError, match="a flip to 'ZZ', no such card"):
        arjuna.walk_card(decision(), arjuna.Walk(plan=PLAN), "X")
