"""Issue #22: the Non-Player charts' Italian texts (the source quotations) carry an English
rendering beside them, so `gandhi next --explain` can be followed in English throughout.

Every `text:` of the Arjuna cards, the Space Selection Priority tables and the Movement
Priorities has a non-empty `en:` free of Italian words; the tables' titles, Event lines, column
headings and "✓" conditions have theirs (`title_en`, `event_en`, `columns_en`, `when_en`), the
Effective Event lists theirs (`adds_en`, ...). The files still load with the project's loader.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gandhi_cli.io.yamlio import load_yaml

DATA = Path(__file__).resolve().parents[2] / "gandhi_cli" / "np" / "data"
FILES = sorted(p.relative_to(DATA).as_posix() for p in DATA.rglob("*.yaml"))
CHARTS = ["arjuna/raj.yaml", "arjuna/congress.yaml", "arjuna/league.yaml", "arjuna/rev.yaml",
          "priorities.yaml", "movement.yaml"]

# Italian words of the charts (whole words, or word starts where a `.*`-free prefix is given
# with a trailing \w*); none is an English word of the game.
ITALIAN = re.compile(
    r"\b(?:spazio|spazi|guerriglie|guerriglia|attivisti|attivista|disponibil\w*|truppe|truppa|"
    r"maggior\w*|qualsiasi|disordin\w*|protesta|proteste|prigione|tiro di dado|lega|congresso|"
    r"nascost\w*|musulman\w*|controllo|supporto|opposizione|eccedono|senza|cubi|porre|muovere|"
    r"tenere|scegliere|avversari|negoziato|meno|fuori gioco|pezzi|unità|neutrale|assalto|"
    r"schieramento|andare|destinazione|portare|tabella|operazioni|segnalin\w*|crisi|"
    r"rivoluzionari\w*|evento|spostamento|manifestare|perlustrazione)\b",
    re.IGNORECASE)
# Chart texts with no Italian word to translate (the same in both languages).
NEUTRAL = {"2-Pop"}


def italian_words(s: str) -> list[str]:
    return ITALIAN.findall(s)


def texts(node, where=""):
    """Every mapping with a `text` key, with a path for the message."""
    if isinstance(node, dict):
        if "text" in node:
            yield where, node
        for k, v in node.items():
            yield from texts(v, f"{where}/{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            label = v.get("id") or v.get("key") or v.get("check") if isinstance(v, dict) else None
            yield from texts(v, f"{where}[{label or i}]")


def check_en(where: str, italian: str, english) -> None:
    assert isinstance(english, str) and english.strip(), f"{where}: no English for {italian!r}"
    assert not italian_words(english), f"{where}: Italian words {italian_words(english)} in {english!r}"
    if italian_words(italian):
        assert english != italian, f"{where}: the English repeats the Italian {italian!r}"


@pytest.mark.parametrize("name", FILES)
def test_data_files_load(name):
    assert load_yaml(DATA / name) is not None


@pytest.mark.parametrize("name", CHARTS)
def test_every_text_has_english(name):
    found = list(texts(load_yaml(DATA / name)))
    assert found, f"{name}: no `text:` found"
    for where, node in found:
        italian = node["text"]
        assert isinstance(italian, str) and italian.strip(), f"{name}{where}: empty text"
        # The Italian is kept: it is the source quotation (IT lines).
        assert italian_words(italian) or italian in NEUTRAL, f"{name}{where}: text is not Italian: {italian!r}"
        check_en(f"{name}{where}", italian, node.get("en"))


def test_arjuna_check_counts():
    """Every check box of the 24 cards (fronts and backs) has its English."""
    n = 0
    for name in CHARTS[:4]:
        for card in load_yaml(DATA / name)["cards"]:
            for box in card["flow"]:
                if isinstance(box, dict) and "check" in box:
                    n += 1
                    check_en(f"{name} {card['id']} {box['check']}", box["text"], box.get("en"))
    assert n >= 40


def test_priority_tables_headings():
    doc = load_yaml(DATA / "priorities.yaml")
    for faction in ("RAJ", "INC", "ML", "REV"):
        table = doc[faction]
        check_en(f"{faction} title", table["title"], table.get("title_en"))
        check_en(f"{faction} event", table["event"], table.get("event_en"))
        assert isinstance(table.get("columns_en"), dict), f"{faction}: no columns_en"
        assert list(table["columns_en"]) == list(table["columns"]), f"{faction}: columns_en keys differ"
        for key, italian in table["columns"].items():
            check_en(f"{faction} column {key}", italian, table["columns_en"][key])


def test_movement_conditions_and_headings():
    doc = load_yaml(DATA / "movement.yaml")
    check_en("movement title", doc["title"], doc.get("title_en"))
    check_en("movement note", doc["note"], doc.get("note_en"))
    for faction in ("RAJ", "INC", "ML", "REV"):
        for row in doc[faction]:
            if "when" in row:
                check_en(f"movement {row['id']} when", row["when"], row.get("when_en"))


def test_effective_lists():
    doc = load_yaml(DATA / "effective.yaml")
    for faction in ("RAJ", "INC", "ML", "REV"):
        for key in ("adds", "moves", "removes"):
            italian, english = doc[faction][key], doc[faction].get(f"{key}_en")
            assert isinstance(english, list) and len(english) == len(italian), f"{faction} {key}_en"
            for it, en in zip(italian, english, strict=True):
                check_en(f"effective {faction} {key}", it, en)
