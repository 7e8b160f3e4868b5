"""Issue #23, "Shell completion ... completing space names, card numbers and factions (click's own
completion)": what `gandhi` answers to the shell's completion call (`_GANDHI_COMPLETE=bash_complete`
with COMP_WORDS and COMP_CWORD, as the script of README "Shell completion" sends it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

REPO = Path(__file__).resolve().parents[2]


def complete(line: str) -> list[str]:
    """The completions of the last word of `line` (a trailing blank: a new, empty word), as
    `type,value` lines."""
    words = line.split()
    cword = len(words) if line.endswith(" ") else len(words) - 1
    result = CliRunner().invoke(main, [], prog_name="gandhi", env={
        "_GANDHI_COMPLETE": "bash_complete", "COMP_WORDS": line, "COMP_CWORD": str(cword)})
    assert result.exit_code == 0, result.output
    return result.output.splitlines()


def test_map_completes_space_names_ids_and_aliases():
    """A space of the map, by its name, alias or id: never a name with a blank (one shell word)."""
    assert complete("gandhi map bih") == ["plain,Bihar"]
    assert complete("gandhi map u") == ["plain,UP", "plain,united-provinces"]
    assert not any(" " in c for c in complete("gandhi map "))


def test_setup_and_play_gandhi_complete_a_space():
    """`--gandhi SPACE`, Congress's set-up choice in the Main scenario (IT:1933)."""
    assert complete("gandhi setup main --gandhi bih") == ["plain,Bihar"]
    assert complete("gandhi play main --gandhi bih") == ["plain,Bihar"]


def test_card_completes_the_card_numbers():
    """Cards 1-72 are Events, 73-79 Campaign cards: `card 7` completes to 7 and 70-79."""
    assert complete("gandhi card 7") == ["plain,7", *(f"plain,{n}" for n in range(70, 80))]
    assert len(complete("gandhi card ")) == 79


def test_np_completes_the_factions_not_yet_listed():
    """`--np` takes the factions RAJ, INC, ML, REV, comma-separated."""
    assert complete("gandhi play short --np ") == ["plain,RAJ", "plain,INC", "plain,ML", "plain,REV"]
    assert complete("gandhi play short --np R") == ["plain,RAJ", "plain,REV"]
    assert complete("gandhi play short --np RAJ,") == ["plain,RAJ,INC", "plain,RAJ,ML", "plain,RAJ,REV"]
    assert complete("gandhi play short --np RAJ,ml,r") == ["plain,RAJ,ml,REV"]


def test_scenario_completes_the_bundled_ids_and_files():
    """SCENARIO is a bundled id or a scenario YAML file: the ids, and the shell's own file names."""
    assert complete("gandhi setup ") == ["file,", "plain,main", "plain,short", "plain,tutorial"]
    assert complete("gandhi play s") == ["file,s", "plain,short"]


def test_commands_and_help_topics_complete():
    assert complete("gandhi vali") == ["plain,validate"]
    assert complete("gandhi help not") == ["plain,notation"]


def test_the_bash_script_comes_from_click():
    """README "Shell completion": `_GANDHI_COMPLETE=bash_source gandhi` prints the script to source,
    a whole process as the shell runs it."""
    proc = subprocess.run([sys.executable, "-m", "gandhi_cli"], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(REPO), "_GANDHI_COMPLETE": "bash_source"})
    assert proc.returncode == 0, proc.stderr
    assert "complete -o nosort -F _gandhi_completion gandhi" in proc.stdout
