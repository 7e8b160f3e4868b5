"""Issue #23, "JSON that tools can rely on": every command's `--json` output, run on the bundled
examples, is valid against its shipped JSON Schema (gandhi_cli/render/schemas/, draft 2020-12),
carries a `format` version, and every failure with `--json` prints the one error object."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.app import all_commands
from gandhi_cli.cli.gandhi import main
from gandhi_cli.render import jsonout

jsonschema = pytest.importorskip("jsonschema")

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"
SHORT = EXAMPLES / "short-game.log"
PLANTED = EXAMPLES / "planted-mistakes.log"


def schema(name: str) -> dict:
    return json.loads(jsonout.schema_path(name).read_text(encoding="utf-8"))


def output(*args, code: int = 0) -> dict:
    """The JSON a command prints on stdout, after checking its exit code."""
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exit_code == code, r.output
    return json.loads(r.stdout)


def check(name: str, data: dict) -> None:
    jsonschema.Draft202012Validator(schema(name)).validate(data)


def test_every_shipped_schema_is_a_draft_2020_12_schema_with_a_format_version():
    """#23: one schema per output shape, each a valid schema that pins its shape's `format`."""
    on_disk = {p.stem for p in jsonout.SCHEMA_DIR.glob("*.json")}
    assert on_disk == set(jsonout.SCHEMAS)
    for name in jsonout.SCHEMAS:
        s = schema(name)
        assert s["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        jsonschema.Draft202012Validator.check_schema(s)
        body = s.get("properties") or s["oneOf"][0]["properties"]
        assert "const" in body["format"], name


def test_every_command_with_json_has_a_schema_named_after_it():
    """#23: "one JSON Schema per command's output": a command with --json and no schema fails here."""
    with_json = {name for name, cmd in all_commands().items() if any(p.name == "as_json" for p in cmd.params)}
    assert with_json and with_json <= set(jsonout.SCHEMAS), sorted(with_json - set(jsonout.SCHEMAS))
    assert {"add", "simulate", "status"} <= with_json  # the commands of issues #23 and #25 among them
    # and the other way: a schema is the error object's, a command's, or a second shape of one
    # (`map SPACE`, `status --mail`, `simulate --report`), named COMMAND-SHAPE
    for name in jsonout.SCHEMAS:
        assert name == "error" or name in with_json or name.split("-")[0] in with_json, name


def test_each_format_constant_is_the_one_its_schema_pins():
    """#23: one constant per shape in jsonout.py, named after its schema (`simulate-report`:
    SIMULATE_REPORT); the code prints it, the schema accepts only it: raise both together."""
    for name in jsonout.SCHEMAS:
        if name == "status":
            continue  # versioned in render/status.py (docs/status.md)
        body = schema(name).get("properties") or schema(name)["oneOf"][0]["properties"]
        assert body["format"]["const"] == getattr(jsonout, name.upper().replace("-", "_")), name


def test_a_format_version_the_code_and_the_schema_agree_on():
    """The `format` a command prints is the one its schema accepts (raise both together)."""
    assert output("scenarios", "--json")["format"] == schema("scenarios")["properties"]["format"]["const"]
    assert schema("error")["properties"]["format"]["const"] == jsonout.ERROR


@pytest.mark.parametrize("name, args", [
    ("scenarios", ["scenarios"]),
    ("setup", ["setup", "short", "--seed", "2"]),
    ("setup", ["setup", "main"]),  # Congress's set-up choice still pending
    ("map", ["map"]),
    ("map-space", ["map", "UP"]),
    ("card", ["card", "23"]),  # an Event card
    ("card", ["card", "77"]),  # a Campaign card
    ("readings", ["readings"]),
    ("margins", ["margins", SHORT]),  # a game over: the final ranking
    ("state", ["state", SHORT, "--at", "40"]),
    ("status", ["status", SHORT, "--at", "15", "--moves"]),
    ("status-mail", ["status", SHORT, "--at", "15", "--mail"]),
    ("next", ["next", EXAMPLES / "np-solitaire.log"]),
    ("play", ["play", "short", "--np", "RAJ,ML,REV", "--seed", "1"]),
])
def test_the_output_of_each_command_is_valid_against_its_schema(name, args):
    data = output(*args, "--json")
    check(name, data)
    assert data["format"] >= 1


def test_validate_output_clean_and_with_violations_is_valid():
    """validate's findings are error entries with their rule (the same place fields)."""
    clean = output("validate", SHORT, "--json")
    check("validate", clean)
    assert clean["cards"] == 37 and clean["exit_code"] == 0  # the README's "37 card(s) replayed"
    planted = output("validate", PLANTED, "--json", code=1)
    check("validate", planted)
    assert len(planted["violations"]) == 9  # the README: nine mistakes, each with its rule and line
    entry = schema("error")["$defs"]["error"]
    for finding in planted["violations"]:
        jsonschema.validate(finding, entry)  # a finding is an error entry too


def test_board_and_view_outputs_are_valid(tmp_path):
    check("board", output("board", SHORT, "--at", "40", "-o", tmp_path / "b.svg", "--json"))
    check("view", output("view", SHORT, "-o", tmp_path / "g.html", "--json"))


def test_a_schema_rejects_an_output_without_its_format():
    """The schemas are strict enough to be useful: the `format` and the required keys."""
    data = output("margins", SHORT, "--json")
    del data["format"]
    with pytest.raises(jsonschema.ValidationError):
        check("margins", data)
    with pytest.raises(jsonschema.ValidationError):
        check("error", {"format": 1, "errors": [{"message": "m"}], "exit_code": 2})  # no place fields


# ---------------------------------------------------------------- the one error object
def _error(*args, code: int = 2) -> list[dict]:
    data = output(*args, "--json", code=code)
    check("error", data)
    assert data["exit_code"] == code
    return data["errors"]


def test_an_unknown_space_is_the_error_object(tmp_path):
    """#23 "the same error object everywhere": an unknown space in a log, located."""
    log = tmp_path / "g.log"
    log.write_text("[Scenario short]\n[Seed 1]\ncard 68 [INC REV RAJ ML]\nINC rally: place 1 INC Bihr\n")
    (err,) = _error("validate", log)
    assert err["file"] == str(log) and err["line"] == 4 and "Bihar" in err["message"]


def test_a_syntax_error_is_the_error_object(tmp_path):
    log = tmp_path / "g.log"
    log.write_text("[Scenario short]\n[Seed 1]\ncard 68 [INC REV RAJ ML]\nRAJ plase 2T Delhi\n")
    errors = _error("state", log)
    assert errors and errors[0]["line"] == 4 and errors[0]["column"] is not None


def test_a_missing_file_is_the_error_object(tmp_path):
    (err,) = _error("margins", tmp_path / "nothing.log")
    assert err["file"] == str(tmp_path / "nothing.log") and err["line"] is None


def test_a_bad_option_or_value_is_the_error_object():
    """click's own refusals (exit 2) print it too, whichever side of --json the bad option is."""
    assert "--bogus" in _error("state", SHORT, "--bogus")[0]["message"]
    assert "--at" in _error("status", SHORT, "--at", "0")[0]["message"]
    assert "--at or --card" in _error("state", SHORT, "--at", "3", "--card", "2")[0]["message"]


def test_an_unknown_name_is_the_error_object():
    assert "Bihar" in _error("setup", "main", "--gandhi", "Bihr")[0]["message"]
    assert "card 99" in _error("card", "99")[0]["message"]


def test_map_check_reports_in_the_error_object(tmp_path):
    """`map --check --json`: the map's problems are error entries; none, exit 0."""
    assert _error("map", "--check", code=0) == []
    bad = tmp_path / "map.yaml"
    text = (REPO / "gandhi_cli" / "data" / "map.yaml").read_text(encoding="utf-8")
    bad.write_text(text.replace("pop: 2", "pop: -7", 1), encoding="utf-8")
    errors = _error("map", "--check", "--map", bad, code=1)
    assert errors and all(e["file"] == str(bad) for e in errors)


def test_next_append_refused_after_a_violation_is_the_error_object(tmp_path):
    """`next --append` after a player's illegal move (3.2.4: at most 2 Protests) refuses with
    the error object, exit 1, each finding with its rule."""
    log = tmp_path / "g.log"
    log.write_text("[Scenario short]\n[Seed 3]\n[Players INC]\ncard 45 [RAJ REV INC ML]\n"
                   "RAJ assault: arrest gandhi bombay-presidency; arrest 1 ML punjab + govern: shift bihar +2; "
                   "shift madras-presidency +1\nINC protests: add protest bihar; add protest sind; add protest assam\n")
    errors = _error("next", log, "--append", code=1)
    assert any(e.get("rule") == "3.2.4" for e in errors)



def test_a_missing_argument_is_the_error_object():
    assert "LOG" in _error("validate")[0]["message"]


def test_an_internal_error_is_the_error_object_with_exit_3(monkeypatch):
    """A bug (exit 3) still answers a tool that asked for JSON with the error object."""
    import gandhi_cli.model.scenario as scenario

    def broken():
        raise RuntimeError("planted bug")

    monkeypatch.setattr(scenario, "list_scenarios", broken)
    (err,) = _error("scenarios", code=3)
    assert "planted bug" in err["message"] and err["file"] is None


# ---------------------------------------------------------------- add, simulate, status --mail
DATA = Path(__file__).resolve().parent / "data"
LEGAL = "INC nc: select BP + persuade: remove 1S BP"  # the 1st Eligible on card 68 [INC REV RAJ ML]


def _opening(tmp_path: Path) -> Path:
    """The first 12 lines of short-game.log: the headers and `card 68 [INC REV RAJ ML]`, no move yet."""
    log = tmp_path / "g.log"
    head = SHORT.read_text(encoding="utf-8").splitlines(keepends=True)[:12]
    assert head[-1] == "card 68 [INC REV RAJ ML]\n"
    log.write_text("".join(head), encoding="utf-8")
    return log


def test_add_json_of_a_legal_move_is_valid(tmp_path):
    """#23: `add --json`, the move added at line 13; INC acted first on card 68 [INC REV RAJ ML],
    so REV, 2nd in the order, chooses next (2.3.2). Its `status` is `status --json`'s object."""
    log = _opening(tmp_path)
    data = output("add", log, LEGAL, "--json")
    check("add", data)
    assert data["format"] == jsonout.ADD
    assert (data["file"], data["added"], data["line"], data["findings"], data["violations_before"]) == \
        (str(log), True, 13, [], 0)
    check("status", data["status"])
    assert data["status"]["due"]["faction"] == "REV"
    assert log.read_text(encoding="utf-8").endswith(f"card 68 [INC REV RAJ ML]\n{LEGAL}\n")


def test_add_json_of_a_refused_move_is_the_add_object_with_its_findings(tmp_path):
    """#23, docs/json.md: a move refused for a rules violation (REV before INC on card 68
    [INC REV RAJ ML], 2.3.2) prints the `add` object, exit 1, `added` false: each finding an error
    entry with its `rule`, located in the move (`move:1:1`), as validate's findings are. Nothing
    is written, and the status is the log's without the move: INC still chooses first."""
    log = _opening(tmp_path)
    before = log.read_text(encoding="utf-8")
    data = output("add", log, "REV rally: place 1G Bihar", "--json", code=1)
    check("add", data)
    assert data["added"] is False and data["line"] is None
    (finding,) = data["findings"]
    assert (finding["rule"], finding["file"], finding["line"], finding["column"], finding["note"]) == \
        ("2.3.2", "move", 1, 1, False)
    jsonschema.validate(finding, schema("error")["$defs"]["error"])  # a finding is an error entry too
    status = data["status"]  # the log as written: nothing done on card 68 yet, no violation
    assert status["due"]["faction"] == "INC" and status["violations"] == 0 and status["on_card"]["acted"] == []
    assert log.read_text(encoding="utf-8") == before


def test_add_json_errors_are_the_error_object(tmp_path):
    """#23: a move that cannot be read is the error object (exit 2), located in the move."""
    log = _opening(tmp_path)
    before = log.read_text(encoding="utf-8")
    (err,) = _error("add", log, "REV rally: plase 1G Bihar")  # `plase` at column 12
    assert (err["file"], err["line"], err["column"]) == ("move", 1, 12)
    assert "place" in err["message"]
    (err,) = _error("add", log, "[Seed 2]")
    assert "header" in err["message"] and err["line"] == 1
    (err,) = _error("add", log, "INC pass\nRAJ pass")
    assert "one statement at a time" in err["message"] and (err["line"], err["column"]) == (2, 1)
    (err,) = _error("add", tmp_path / "nothing.log", LEGAL)
    assert err["file"] == str(tmp_path / "nothing.log") and err["line"] is None
    assert log.read_text(encoding="utf-8") == before


def test_simulate_json_is_valid(tmp_path):
    """#25: the run's summary, and the same run again keeps the two games (resumed, none played)."""
    out = tmp_path / "r.jsonl"
    r = CliRunner().invoke(main, ["simulate", "short", "--games", "2", "-o", str(out), "--json"])
    data = json.loads(r.stdout)
    check("simulate", data)
    assert (data["format"], data["output"], data["played"], data["kept"]) == (jsonout.SIMULATE, str(out), 2, 0)
    assert data["failed"] == data["failed_this_run"] and r.exit_code == (1 if data["failed"] else 0)
    again = output("simulate", "short", "--games", "2", "-o", out, "--json", code=r.exit_code)
    check("simulate", again)
    assert (again["played"], again["kept"], again["failed_this_run"]) == (0, 2, 0)


def test_simulate_report_json_is_an_object_with_its_studies():
    """#23 (an object with a `format`, the list under a key) on #25's small file: two studies,
    `short` (12 games, 10 ended) and `short RED-1=strict` (1 game)."""
    small = DATA / "simulate-small.jsonl"
    data = output("simulate", "--report", small, "--json")
    check("simulate-report", data)
    assert data["format"] == jsonout.SIMULATE_REPORT and data["file"] == str(small)
    assert [(s["study"], s["games"]) for s in data["studies"]] == [("short", 12), ("short RED-1=strict", 1)]
    assert data["studies"][0]["ended"] == 10


def test_simulate_json_errors_are_the_error_object(tmp_path):
    (err,) = _error("simulate", "--report", tmp_path / "nothing.jsonl")
    assert (err["file"], err["line"], "no such file" in err["message"]) == (str(tmp_path / "nothing.jsonl"), None, True)
    bad = tmp_path / "r.jsonl"
    bad.write_text(json.dumps({"seed": 0, "scenario": "short", "np": ["RAJ", "INC", "ML", "REV"], "readings": {}})
                   + "\nnot json\n")
    (err,) = _error("simulate", "--report", bad)
    assert (err["file"], err["line"], err["column"]) == (str(bad), 2, 1)
    assert "--report" in _error("simulate", "short", "--report", bad)[0]["message"]
    assert "nope" in _error("simulate", "nope", "--games", "1", "-o", tmp_path / "x.jsonl")[0]["message"]
    assert not (tmp_path / "x.jsonl").exists()


def test_status_mail_json_is_its_own_shape():
    """`status --mail --json` is not `status --json`'s object: its own schema, `status-mail`."""
    data = output("status", SHORT, "--mail", "INC,REV", "--json")
    check("status-mail", data)
    assert (data["format"], data["file"], data["for"]) == (jsonout.STATUS_MAIL, str(SHORT), ["INC", "REV"])
    plain = CliRunner().invoke(main, ["status", str(SHORT), "--mail", "INC,REV"])
    assert data["text"] == plain.stdout  # the same summary as without --json
    with pytest.raises(jsonschema.ValidationError):
        check("status", data)
    assert "--mail" in _error("status", SHORT, "--mail", "XX")[0]["message"]
