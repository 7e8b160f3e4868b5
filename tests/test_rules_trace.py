"""Rules trace: every numbered section of chapters 1-8 is cited in the code (gandhi_cli/*.py; data
notes do not count) or allow-listed
with a reason (tests/rules_trace_allow.yaml). An allow-listed section that is now cited must
leave the list, so the list never hides work that is done."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parent.parent
SECTIONS_FILE = REPO / "docs" / "rules-sections.txt"
ALLOW_FILE = REPO / "tests" / "rules_trace_allow.yaml"
RULES = REPO.parent / "shared" / "rules"
SECTION = re.compile(r"^([1-8]\.\d+(?:\.\d+)?)[ .\u3000]")


def sections() -> list[str]:
    lines = SECTIONS_FILE.read_text(encoding="utf-8").splitlines()
    return [ln.strip() for ln in lines if ln.strip() and not ln.startswith("#")]


@functools.lru_cache(maxsize=1)
def cited() -> frozenset[str]:
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted((REPO / "gandhi_cli").rglob("*"))
                     if p.suffix == ".py" and p.is_file())
    found = set()
    for sec in sections():
        # a citation is the number not followed by another digit or ".digit"
        if re.search(rf"(?<![\d.]){re.escape(sec)}(?![\d]|\.\d)", text):
            found.add(sec)
    return frozenset(found)


def allowed() -> dict[str, str]:
    return yaml.safe_load(ALLOW_FILE.read_text(encoding="utf-8")) or {}


def test_every_section_is_cited_or_allow_listed():
    allow, done = allowed(), cited()
    missing = [s for s in sections() if s not in done and s not in allow]
    assert not missing, f"sections neither cited in gandhi_cli/ nor allow-listed: {missing}"


def test_allow_list_entries_have_reasons_and_are_not_stale():
    allow = allowed()
    known = set(sections())
    assert not set(allow) - known, f"allow-listed sections that do not exist: {set(allow) - known}"
    assert all(isinstance(r, str) and len(r) > 10 for r in allow.values())
    stale = sorted(set(allow) & cited(), key=lambda s: [int(x) for x in s.split(".")])
    assert not stale, f"now cited in code, remove from the allow list: {stale}"


def test_section_list_matches_the_rule_texts():
    it = RULES / "gandhi-rules-playbook-cards-it.txt"
    ja = RULES / "gandhi-rules-1-7-ja.txt"
    if not (it.exists() and ja.exists()):
        pytest.skip("../shared/rules is not beside this checkout")
    found = set()
    for path, stop in ((it, 1700), (ja, None)):
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
            if stop and i >= stop:
                break
            m = SECTION.match(line)
            if m:
                found.add(m.group(1))
    assert found == set(sections())
