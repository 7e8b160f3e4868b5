"""What a log's `[Scenario]` header may name, and YAML keys given twice (issue #35, item 18).

README ("Every file read may be hostile (a log mailed by another player, the scenario file its
`[Scenario]` header names)"): a log names a bundled scenario, or a scenario file beside it (in
its folder or below), nothing else; `/etc/passwd` or `/proc/self/environ` is refused with one
message that says nothing of the file (not its kind, not the place of its first error). And a
YAML mapping that gives a key twice is refused at the second one (loaders keep the last one
silently).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.io.resources import scenarios_dir

SHORT = (scenarios_dir() / "short.yaml").read_text(encoding="utf-8")
OUTSIDE = ("[Scenario] names a bundled scenario (short, main, tutorial) or a scenario file in the folder of the "
           "file that names it, or below it, nothing else: put the file beside it")


def _validate(log: Path):
    return CliRunner().invoke(main, ["validate", str(log)])


@pytest.mark.parametrize("name", ["/etc/passwd", "/proc/self/environ", "/etc", "/dev/null", "../secret.yaml",
                                  "/nonexistent/x.yaml"])
def test_a_log_may_not_name_a_file_outside_its_folder(tmp_path, name):
    """README, hostile files (issue #35 item 18): a file outside the log's folder is refused at the
    header, with the same message whatever it is (a text file, a folder, a device, nothing)."""
    game = tmp_path / "game"
    game.mkdir()
    (tmp_path / "secret.yaml").write_text(SHORT, encoding="utf-8")
    log = game / "g.log"
    log.write_text(f'# mail\n[Scenario "{name}"]\n[Seed 1]\n', encoding="utf-8")
    out = _validate(log)
    assert out.exit_code == 2
    assert out.output == f"gandhi: error: {log}:2:1: {OUTSIDE}\n"


def test_a_symlink_beside_the_log_to_a_file_elsewhere_is_refused(tmp_path):
    """Issue #35 item 18: beside the log means where the file is, symlinks followed."""
    (tmp_path / "link.yaml").symlink_to("/etc/passwd")
    log = tmp_path / "g.log"
    log.write_text('[Scenario "link.yaml"]\n[Seed 1]\n', encoding="utf-8")
    out = _validate(log)
    assert out.exit_code == 2 and out.output == f"gandhi: error: {log}:1:1: {OUTSIDE}\n"


def test_a_scenario_file_beside_the_log_or_below_it_is_read(tmp_path):
    """README, Playing by e-mail: a log mailed with its scenario file beside it replays from any
    folder; a subfolder of the log's folder is beside it too."""
    (tmp_path / "sc").mkdir()
    (tmp_path / "sc" / "mine.yaml").write_text(SHORT, encoding="utf-8")
    (tmp_path / "top.yaml").write_text(SHORT, encoding="utf-8")
    for name in ("sc/mine.yaml", "top.yaml", str(tmp_path / "top.yaml")):
        log = tmp_path / "g.log"
        log.write_text(f'[Scenario "{name}"]\n[Seed 1]\ncard 68\nINC pass\n', encoding="utf-8")
        out = _validate(log)
        assert out.exit_code == 0, out.output


def test_a_base_outside_the_scenarios_folder_is_refused(tmp_path):
    """Issue #35 item 18: a scenario's `base:` is a file another file names: bundled, or beside
    that scenario file, nothing else."""
    log = tmp_path / "g.log"
    (tmp_path / "mine.yaml").write_text("base: /etc/passwd\n", encoding="utf-8")
    log.write_text('[Scenario "mine.yaml"]\n[Seed 1]\n', encoding="utf-8")
    out = _validate(log)
    assert out.exit_code == 2
    assert "'base' names a bundled scenario" in out.output and "passwd" not in out.output.split(":", 3)[-1]


def test_a_yaml_key_given_twice_is_refused_at_its_line(tmp_path):
    """Issue #35 item 18: `restraint:` twice in a scenario file (the loader kept the last one,
    silently) is refused at the second one, naming the first one's line."""
    path = tmp_path / "twice.yaml"
    path.write_text("base: short\nrestraint: 3\nunity: 2\nrestraint: 1\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["setup", str(path)])
    assert out.exit_code == 2
    assert out.output == (f"gandhi: error: {path}:4:1: the key 'restraint' a second time in one mapping (first "
                          "on line 2): a YAML key is given once\n")


def test_the_bundled_data_has_no_key_twice():
    """Issue #35 item 18: every YAML file shipped is read through the same check."""
    from gandhi_cli.io.resources import data_dir
    from gandhi_cli.io.yamlio import _parse_yaml

    files = [*data_dir().rglob("*.yaml"), *scenarios_dir().glob("*.yaml"),
             *(Path(__file__).resolve().parents[2] / "gandhi_cli" / "np" / "data").rglob("*.yaml")]
    assert len(files) > 10
    for path in files:
        _parse_yaml(path.read_text(encoding="utf-8"), os.fspath(path))
