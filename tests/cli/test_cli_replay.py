"""`gandhi validate`, `state` and `margins`: exit codes 0/1/2, located messages, --json."""

from __future__ import annotations

import json

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

CLEAN = "[Scenario short]\n[Deck 2 3]\ncard 2 [RAJ INC ML REV]\nRAJ pass\nINC pass\nML pass\nREV pass\n"
BAD = CLEAN + "card 3 [RAJ INC ML REV]\nINC pass\n"


def run(tmp_path, text: str, *args, name="game.log"):
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    result = CliRunner().invoke(main, [args[0], str(path), *args[1:]])
    assert "Traceback" not in result.output
    return result, str(path)


def test_validate_clean_log_exits_0(tmp_path):
    r, _ = run(tmp_path, CLEAN, "validate")
    assert r.exit_code == 0, r.output
    assert "0 violations" in r.output


def test_validate_reports_file_line_column_rule(tmp_path):
    r, path = run(tmp_path, BAD, "validate")
    assert r.exit_code == 1
    assert f"{path}:9:1: rule 2.3.2: RAJ chooses before INC" in r.output


def test_validate_json(tmp_path):
    r, path = run(tmp_path, BAD, "validate", "--json")
    assert r.exit_code == 1
    data = json.loads(r.output[: r.output.rindex("}") + 1])
    assert data["violations"][0]["rule"] == "2.3.2"
    assert data["violations"][0]["line"] == 9 and data["exit_code"] == 1


def test_validate_unusable_input_lists_every_error_exit_2(tmp_path):
    text = "[Scenario short]\ncard 2\nRAJ sweep: move 1T Dehli>UP\nINC pas\n"
    r, path = run(tmp_path, text, "validate")
    assert r.exit_code == 2
    assert f"{path}:3:" in r.output and "Dehli" in r.output and "Delhi" in r.output
    assert f"{path}:4:" in r.output


def test_validate_binary_and_missing_files_exit_2(tmp_path):
    r, _ = run(tmp_path, b"\x00\x01\xff" * 50, "validate")
    assert r.exit_code == 2
    result = CliRunner().invoke(main, ["validate", str(tmp_path / "nope.log")])
    assert result.exit_code == 2 and "Traceback" not in result.output


def test_state_at_a_point(tmp_path):
    """The board after the first card: the Raj's Pass gave it 3 Resources (2.3.3)."""
    r, _ = run(tmp_path, CLEAN, "state", "--json")
    assert r.exit_code == 0
    data = json.loads(r.output)
    assert data["violations"] == 0
    r2, _ = run(tmp_path, CLEAN, "state", "--at", "3", "--json")
    before = json.loads(r2.output)
    assert json.dumps(data) != json.dumps(before)


def test_margins_ranks_all_four(tmp_path):
    r, _ = run(tmp_path, CLEAN, "margins")
    assert r.exit_code == 0
    for f in ("RAJ", "INC", "ML", "REV"):
        assert f in r.output
    r, _ = run(tmp_path, CLEAN, "margins", "--json")
    assert [row["faction"] for row in json.loads(r.output)["ranking"]].__len__() == 4
