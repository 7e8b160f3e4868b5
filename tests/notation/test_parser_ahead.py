"""The parser generated ahead of time (issue #31): the module `setup.py` writes into the wheel
(grammar/standalone.py) reads every log exactly as Lark's own parser built from the grammar does,
errors included, and is used only when it was made from the grammar installed beside it.

docs/notation.md is the notation's reference: whichever parser reads a log, the statements, their
positions and the located syntax errors must be the same."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from gandhi_cli.notation import parse as P

REPO = Path(__file__).resolve().parents[2]
MODULE = "gandhi_cli.notation._standalone_parser"
BROKEN = ("[Scenario short]\n[Seed 1]\ncard 68 [INC REV RAJ ML]\nINC nc: select BP + persuade remove 1S BP\n"
          "REV rally limited place 1G Bihar\nRAJ deploy: place 1T 3S Calcutta,, out-of-play 2S\n"
          "ML rally: place 2 ML Punjab; place 1 ML WB; out-of-play 1 ML + negotiate: add muslim-state\n"
          "card 19 [ML RAJ REV]\nREV $unrest: select Bihar\nINC pass\n[Unknown 3\n")


def _standalone_source(grammar: str) -> str:
    return P.generator().source(grammar)


@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> str:
    grammar = (REPO / "grammar" / "gandhi.lark").read_text(encoding="utf-8")
    return _standalone_source(grammar)


def _use(source: str, tmp: Path, monkeypatch) -> None:
    """Install `source` as the package's generated parser module for this test."""
    path = tmp / "_standalone_parser.py"
    path.write_text(source, encoding="utf-8")
    spec = importlib.util.spec_from_file_location(MODULE, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setitem(sys.modules, MODULE, module)
    P._backend.cache_clear()


@pytest.fixture(autouse=True)
def _fresh_backend():
    P._backend.cache_clear()
    yield
    P._backend.cache_clear()


def _logs() -> list[tuple[str, str]]:
    out = [(p.name, p.read_text(encoding="utf-8")) for p in sorted((REPO / "examples").glob("*.log"))]
    return out + [("broken.log", BROKEN)]


def test_without_the_generated_module_lark_builds_the_parser():
    """A source checkout has no generated module: Lark builds the parser from grammar/gandhi.lark."""
    assert not P.generated_ahead()


def test_the_generated_parser_reads_every_log_as_lark_does(generated, tmp_path, monkeypatch):
    """Every example log and a log full of syntax errors (each reported at its line and column,
    docs/notation.md): the same statements, positions and errors from either parser."""
    expected = {name: P.parse(text, name) for name, text in _logs()}
    assert expected["broken.log"].errors, "the broken log must have syntax errors to compare"
    _use(generated, tmp_path, monkeypatch)
    assert P.generated_ahead()
    for name, text in _logs():
        got = P.parse(text, name)
        assert got.headers == expected[name].headers, name
        assert got.statements == expected[name].statements, name
        assert [str(e) for e in got.errors] == [str(e) for e in expected[name].errors], name


def test_a_generated_parser_from_another_grammar_is_not_used(generated, tmp_path, monkeypatch):
    """Rebuilt when the grammar changes (issue #31): a module made from another grammar (its
    recorded hash differs from the installed grammar's) is ignored and Lark builds the parser."""
    stale = generated.replace("\nGRAMMAR_SHA256 = '", "\nGRAMMAR_SHA256 = 'stale")
    _use(stale, tmp_path, monkeypatch)
    assert not P.generated_ahead()
    log = P.parse("[Scenario short]\ncard 68 [INC REV RAJ ML]\nINC pass\n")
    assert not log.errors and len(log.statements) == 2


def test_the_generated_parser_does_not_import_lark(generated, tmp_path):
    """What the wheel ships stands alone: a fresh interpreter that loads the generated module and
    parses a statement has not imported Lark (a command then pays no Lark import, issue #31)."""
    import subprocess

    path = tmp_path / "_standalone_parser.py"
    path.write_text(generated, encoding="utf-8")
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import _standalone_parser as m; "
            "t = m.Lark_StandAlone().parse('INC pass'); assert t.data == 'start', t; "
            "print(sorted(n for n in sys.modules if n == 'lark' or n.startswith('lark.')))")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
