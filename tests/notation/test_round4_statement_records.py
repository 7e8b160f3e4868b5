"""The parsed statements' classes (`notation.statements`) behave as the frozen dataclasses they
were (issue #31: their methods are written once, not compiled again for each class at every
command's start): equality and hash over the compared fields only, the dataclass repr, no
assignment, `dataclasses.fields`/`replace`, and pickling (the parse cache keeps them). The
oracle is a frozen dataclass made by `dataclasses.make_dataclass` from the same fields."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from gandhi_cli.notation import statements as S
from gandhi_cli.notation.parse import parse

RECORDS = [S.Pos, S.Pieces, S.SpaceRef, S.Route, S.Word, S.Number, S.Step, S.Part, S.Play, S.CardStart,
           S.CampaignStart, S.Reveal, S.Header, S.Log]


def _oracle(cls: type) -> type:
    """A frozen dataclass with `cls`'s fields (names, defaults, compare, repr), named as `cls`."""
    specs = []
    for f in dataclasses.fields(cls):
        kw = {"compare": f.compare, "repr": f.repr}
        if f.default is not dataclasses.MISSING:
            kw["default"] = f.default
        specs.append((f.name, f.type, dataclasses.field(**kw)))
    return dataclasses.make_dataclass(cls.__name__, specs, frozen=True)


def _values(cls: type, variant: int) -> dict:
    """Field values for `cls`, two variants differing in every field."""
    pos = S.Pos(1 + variant, 2)
    sample = {"line": 3 + variant, "column": 4, "count": 2 + variant, "kind": ["t", "g"][variant],
              "side": [None, "hidden"][variant], "name": ["Delhi", "Bombay"][variant], "pos": pos,
              "quoted": bool(variant), "spaces": (S.SpaceRef("Delhi", pos),) * (1 + variant),
              "value": 5 + variant, "signed": bool(variant), "verb": ["march", "rally"][variant],
              "args": (S.Number(1 + variant),), "limited": bool(variant), "steps": (),
              "faction": ["RAJ", "INC"][variant], "choice": ["pass", "event"][variant], "parts": (),
              "number": 10 + variant, "order": [None, ("RAJ", "INC")][variant], "tag": ["Seed", "Scenario"][variant],
              "values": (1 + variant,), "path": f"x{variant}.log", "headers": (), "statements": (),
              "errors": (), "source": f"src{variant}"}
    return {f.name: sample[f.name] for f in dataclasses.fields(cls)}


@pytest.mark.parametrize("cls", RECORDS, ids=lambda c: c.__name__)
def test_each_statement_class_behaves_as_its_frozen_dataclass(cls):
    """Issue #31: the same equality, hash, repr and refusal to change as `@dataclass(frozen=True)`."""
    oracle = _oracle(cls)
    a, b = _values(cls, 0), _values(cls, 1)
    assert repr(cls(**a)) == repr(oracle(**a))
    assert cls(**a) == cls(**a) and hash(cls(**a)) == hash(cls(**a)) and hash(cls(**a)) == hash(oracle(**a))
    for f in dataclasses.fields(cls):  # one field changed at a time: equal exactly when it is not compared
        mixed = {**a, f.name: b[f.name]}
        assert (cls(**mixed) == cls(**a)) == (oracle(**mixed) == oracle(**a)), f.name
        assert (hash(cls(**mixed)) == hash(cls(**a))) == (hash(oracle(**mixed)) == hash(oracle(**a))), f.name
    assert cls(**a) != oracle(**a) and cls(**a) != object()
    one = cls(**a)
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.x = 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        del one.__dict__  # noqa: B018 - no deleting either
    first = dataclasses.fields(cls)[0].name
    changed = dataclasses.replace(one, **{first: b[first]})
    assert type(changed) is cls and changed == cls(**{**a, first: b[first]})
    assert cls.__match_args__ == oracle.__match_args__
    assert pickle.loads(pickle.dumps(one)) == one and copy.deepcopy(one) == one


def test_a_parsed_log_survives_pickling_whole():
    """The parse cache keeps a log's statements pickled: a parsed log comes back equal, every
    statement with its position."""
    text = "[Scenario short]\n[Seed 1]\ncard 68 [INC REV RAJ ML]\nINC pass\nREV event unshaded\n"
    log = parse(text, "x.log")
    back = pickle.loads(pickle.dumps(log))
    assert back == log and [s.pos for s in back.statements] == [s.pos for s in log.statements]
    assert [s.text() for s in back.statements] == ["card 68 [INC REV RAJ ML]", "INC pass", "REV event unshaded"]
