"""The `gandhi` command line: output, --json, exit codes, and bad input without tracebacks."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main


def run(*args):
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    return result


def test_help_teaches():
    r = run("--help")
    assert r.exit_code == 0
    for word in ("setup", "scenarios", "map", "card", "Exit codes"):
        assert word in r.output


def test_scenarios_lists_all_three():
    r = run("scenarios")
    assert r.exit_code == 0
    for sid in ("main", "short", "tutorial"):
        assert sid in r.output


def test_setup_prints_board_tracks_boxes_and_margins():
    r = run("setup", "short", "--seed", "2")
    assert r.exit_code == 0, r.output
    for words in ("Bombay Presidency", "Restraint", "Out of Play", "Victory marker", "Margin"):
        assert words in r.output
    assert "Econ" in run("setup", "short", "--seed", "2", "--wide").output  # the wide table (issue #35)


def test_setup_json_is_stable_and_complete():
    a = run("setup", "short", "--seed", "2", "--json")
    b = run("setup", "short", "--seed", "2", "--json")
    assert a.exit_code == 0 and a.output == b.output
    data = json.loads(a.output)
    assert data["victory"]["RAJ"]["marker"] == 28
    assert data["seed"] == 2
    assert len(data["spaces"]) >= 25


def test_setup_main_with_and_without_the_congress_choice():
    r = run("setup", "main")
    assert r.exit_code == 0 and "--gandhi SPACE" in r.output
    r = run("setup", "main", "--gandhi", "up", "--json")
    assert json.loads(r.output)["gandhi"] == "united-provinces"


@pytest.mark.parametrize("args,words", [
    (("setup", "shrot"), "did you mean short"),
    (("setup", "main", "--gandhi", "Bihr"), "did you mean Bihar"),
    (("setup", "short", "--gandhi", "Bihar"), "no Congress set-up choice"),
    (("setup", "short", "--map", "/nonexistent/map.yaml"), "no such file"),
    (("card", "80"), "Event cards are 1-72"),
])
def test_bad_input_is_one_clear_line_and_exit_2(args, words):
    r = run(*args)
    assert r.exit_code == 2
    assert words in r.output
    assert len([line for line in r.output.splitlines() if line.strip()]) == 1


def test_binary_and_huge_files_are_refused(tmp_path):
    junk = tmp_path / "junk.yaml"
    junk.write_bytes(b"\x00\xff\xfe binary")
    r = run("setup", str(junk))
    assert r.exit_code == 2 and "binary" in r.output
    huge = tmp_path / "huge.yaml"
    huge.write_text("# x\n" * 700_000)
    r = run("map", "--check", "--map", str(huge))
    assert r.exit_code == 2 and "limit" in r.output


def test_map_check_passes_on_the_bundled_map():
    r = run("map", "--check")
    assert r.exit_code == 0 and "map OK" in r.output


def test_map_check_reports_problems_and_exit_1(tmp_path):
    import yaml

    from gandhi_cli.model.mapdata import default_map_path

    d = yaml.safe_load(default_map_path().read_text())
    next(s for s in d["spaces"] if s["id"] == "delhi")["pop"] = 2
    d["econ_total"] = 41
    path = tmp_path / "map.yaml"
    path.write_text(yaml.safe_dump(d, sort_keys=False))
    r = run("map", "--check", "--map", str(path))
    assert r.exit_code == 1
    assert "rule 1.3.2" in r.output and "rule 6.2.2" in r.output
    assert all(line.startswith(str(path) + ":") for line in r.output.splitlines())
    r = run("setup", "short", "--map", str(path))  # an inconsistent map is unusable
    assert r.exit_code == 2


def test_map_lists_spaces_and_exports():
    r = run("map")
    assert r.exit_code == 0 and "Punjab" in r.output
    r = run("map", "--export")
    assert r.exit_code == 0 and "schema:" in r.output


def test_card_shows_both_texts_in_english():
    r = run("card", "1")
    assert r.exit_code == 0
    assert "Unshaded" in r.output and "Shaded" in r.output and "Sepoys" in r.output
    r = run("card", "77")
    assert r.exit_code == 0 and "Linlithgow" in r.output and "Martial Law" in r.output


def test_errors_are_json_too_with_json():
    r = run("setup", "main", "--gandhi", "Bihr", "--json")
    assert r.exit_code == 2
    data = json.loads(r.stdout)
    assert data["exit_code"] == 2 and "Bihar" in data["errors"][0]["message"]


def test_map_space_shows_the_provenance_of_every_fact():
    r = run("map", "Punjab")
    assert r.exit_code == 0
    assert "pop: 2  [stated IT:2453" in r.output  # "Il Punjab è uno spazio con Popolazione 2"
    assert "inferred" in r.output  # its land borders are reconstructed, and say so
    data = json.loads(run("map", "UP", "--json").output)
    assert data["provenance"]["pop"]["status"] == "stated"
    assert all(a.get("status") in ("stated", "derived", "implied", "inferred") for a in data["adjacent"])


def test_fmt_prints_canonical_form_and_reports_every_error(tmp_path):
    log = tmp_path / "game.log"
    log.write_text("[Scenario tutorial]\ncard 60 [INC REV RAJ ML]\ninc EVENT shaded: place 1 inc RW-A;"
                   "place 1 INC Bihr\nRAJ plase 2T Delhi\n")
    r = run("fmt", str(log))
    assert r.exit_code == 2
    lines = r.output.strip().splitlines()
    assert lines[0].startswith(f"{log}:3:") and "did you mean Bihar" in lines[0]
    assert lines[1].startswith(f"{log}:4:5:") and "did you mean place" in lines[1]
    log.write_text("[Scenario tutorial]\ncard 60 [INC REV RAJ ML]\ninc EVENT shaded: place 1 inc RW-A\n")
    r = run("fmt", str(log))
    assert r.exit_code == 0
    # the layout is kept (no blank line added before the card: line numbers stay, issue #15)
    assert r.output == "[Scenario tutorial]\ncard 60 [INC REV RAJ ML]\nINC event shaded: place 1 INC RW-A\n"
    assert run("fmt", "--check", str(log)).exit_code == 1
    log.write_text(r.output)
    assert run("fmt", "--check", str(log)).exit_code == 0
