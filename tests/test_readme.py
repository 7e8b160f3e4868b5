"""Issue #23, done when "every example in the README is run by a test": each `gandhi` command of
the README's code blocks runs, a block's commands in order, in a scratch copy of `examples/`,
through a shell (for `&&` and `>`), with the exit code and the output the README states."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
README = REPO / "README.md"
GUARD = 120  # seconds: a command that takes this long has hung

# What the README says of its examples, by command (exit code, texts the output must hold);
# any other command must exit 0.
STATED = {
    "gandhi validate examples/short-game.log":  # "37 card(s) replayed", no violation
        (0, ["examples/short-game.log: 37 card(s) replayed, 0 violations, 1 note(s)"]),
    "gandhi margins examples/short-game.log": (0, ["Winner:", "Final ranking (7.3):"]),
    "gandhi validate examples/planted-mistakes.log":  # "nine mistakes, each with its rule and line"
        (1, ["12 card(s) replayed, 9 violations", "examples/planted-mistakes.log:10:30: rule 1.4.2:"]),
    "gandhi validate examples/all-operations.log": (0, ["0 violations"]),
    "gandhi map --check --map my-map.yaml": (0, ["map OK"]),
    "gandhi validate np.log": (0, ["0 violations"]),  # "four bots, a whole game"
}


def code_blocks(text: str) -> list[list[str]]:
    """The README's indented code blocks, each as its lines (the indentation removed)."""
    blocks: list[list[str]] = []
    current: list[str] = []
    previous_blank = True
    for line in text.splitlines():
        if line.startswith("    ") and (current or previous_blank):
            current.append(line[4:])
        elif current and not line.strip():
            continue
        else:
            if current:
                blocks.append(current)
            current = []
        previous_blank = not line.strip()
    if current:
        blocks.append(current)
    return blocks


def commands(block: list[str]) -> list[str]:
    """The `gandhi` commands of a block, comments dropped; of `A && B`, the parts that are
    `gandhi` commands (`.venv/bin/gandhi` as `gandhi`: the install itself is not run)."""
    out = []
    for line in block:
        line = re.sub(r"\s+#.*$", "", line).strip()
        if not line or line.startswith("#"):
            continue
        for part in line.split("&&"):
            part = re.sub(r"^\S*/bin/(?=gandhi )", "", part.strip())
            if part.startswith("gandhi "):
                out.append(part)
    return out


BLOCKS = [cmds for cmds in map(commands, code_blocks(README.read_text(encoding="utf-8"))) if cmds]


def test_the_readme_has_its_examples():
    """The extraction finds the examples (an empty list would make the tests below vacuous)
    and every command whose output the README states."""
    found = {c for block in BLOCKS for c in block}
    assert len(found) >= 10
    assert set(STATED) <= found, sorted(set(STATED) - found)


def test_the_readme_states_what_the_tool_prints():
    """The README's opening example says what `validate` prints (issue #23: it said 34 cards)."""
    text = README.read_text(encoding="utf-8")
    assert "`examples/short-game.log: 37 card(s) replayed, 0 violations, 1 note(s)`" in text
    assert "`gandhi: error: FILE:LINE:COL: message`" in text


def _shell(tmp_path: Path) -> dict[str, str]:
    """An environment where `gandhi` is this checkout's command."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    script = bin_dir / "gandhi"
    script.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m gandhi_cli "$@"\n')
    script.chmod(0o755)
    path = os.pathsep.join([str(bin_dir), os.environ.get("PATH", "")])
    pythonpath = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    return dict(os.environ, PATH=path, PYTHONPATH=pythonpath)


def _needs_png(command: str) -> bool:
    return bool(re.search(r"\s-o \S+\.png\b", command))


def _png_converter() -> bool:
    from gandhi_cli.render import png

    return png._cairosvg() is not None or shutil.which("rsvg-convert") is not None


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: b[0][:60])
def test_every_readme_example_runs_as_documented(block, tmp_path):
    env = _shell(tmp_path)
    work = tmp_path / "work"
    shutil.copytree(REPO / "examples", work / "examples")
    for command in block:
        if _needs_png(command) and not _png_converter():
            if os.environ.get("GANDHI_REQUIRE_BROWSER"):
                pytest.fail("no PNG converter (cairosvg with libcairo2, or rsvg-convert)")
            continue  # the PNG example needs the system cairo library: the rest of the block runs
        proc = subprocess.run(["/bin/sh", "-c", command], cwd=work, env=env, capture_output=True, text=True,
                              timeout=GUARD)
        code, texts = STATED.get(command, (0, []))
        said = proc.stdout + proc.stderr
        assert proc.returncode == code, f"{command}: exit {proc.returncode}\n{said}"
        assert "Traceback" not in said, command
        for text in texts:
            assert text in said, f"{command}: {text!r} not in\n{said}"
        for target in re.findall(r"(?:^|\s)(?:-o|>)\s+(\S+)", command):
            assert (work / target).is_file() and (work / target).stat().st_size > 0, (command, target)
