"""A command imports only what it uses (issue #31): the `gandhi` group loads a command's module
when that command is asked for (click's lazily loaded subcommands), so `gandhi validate` loads
neither the renderers, nor Jinja2, nor the bots, nor PyYAML once its data are in the parse cache;
`gandhi --help` loads no rules at all. Each case runs the real command in a fresh interpreter and
reads `sys.modules` at its end."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from gandhi_cli.cli.app import COMMAND_MODULES, all_commands

REPO = Path(__file__).resolve().parents[2]
SHORT = str(REPO / "examples" / "short-game.log")
PROBE = """
import json, sys
sys.argv = ["gandhi"] + sys.argv[1:]
from gandhi_cli.cli.gandhi import main
try:
    main()
except SystemExit:
    pass
print("MODULES=" + json.dumps(sorted(sys.modules)))
"""
HEAVY = {"jinja2", "tqdm", "dask", "distributed", "cairosvg", "selenium", "gandhi_cli.np", "gandhi_cli.render.view",
         "gandhi_cli.render.board_svg", "gandhi_cli.render.timeline", "gandhi_cli.render.mail"}


def modules_loaded(args: list[str], env: dict[str, str], succeeds: bool = False) -> set[str]:
    """The modules `gandhi ARGS` loads in a fresh interpreter, on its second run (the first fills
    the parse cache, as any earlier command would have); `succeeds`: each run must exit 0."""
    for _ in range(2):
        out = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, env=env,
                             cwd=REPO, check=False)
        if succeeds:
            assert out.returncode == 0, out.stderr
    line = next(x for x in out.stdout.splitlines() if x.startswith("MODULES="))
    return set(json.loads(line.removeprefix("MODULES=")))


def _loaded(args: list[str], tmp_path: Path) -> set[str]:
    return modules_loaded(args, {"XDG_CACHE_HOME": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin",
                                 "GANDHI_NO_CACHE": ""})


def _has(modules: set[str], name: str) -> bool:
    return any(m == name or m.startswith(name + ".") for m in modules)


def _cli_modules(modules: set[str]) -> set[str]:
    return {m.rsplit(".", 1)[1] for m in modules if m.startswith("gandhi_cli.cli.")}


@pytest.mark.parametrize("args", [["validate", SHORT], ["fmt", "--check", SHORT], ["status", SHORT],
                                  ["margins", SHORT]], ids=lambda a: a[0])
def test_log_commands_load_no_renderer_bot_or_yaml(args, tmp_path):
    loaded = _loaded(args, tmp_path)
    assert not [h for h in HEAVY if _has(loaded, h)], sorted(h for h in HEAVY if _has(loaded, h))
    assert not _has(loaded, "yaml"), "PyYAML imported although every data file is in the parse cache"
    assert _cli_modules(loaded) <= {"app", "gandhi", COMMAND_MODULES[args[0]]}


def test_validate_loads_no_table_library(tmp_path):
    loaded = _loaded(["validate", SHORT], tmp_path)
    assert not _has(loaded, "tabulate") and not _has(loaded, "gandhi_cli.render.tables")


def test_help_loads_no_rules_no_parser(tmp_path):
    loaded = _loaded(["--help"], tmp_path)
    for name in ("lark", "yaml", "gandhi_cli.core", "gandhi_cli.rules", "gandhi_cli.notation", "gandhi_cli.np"):
        assert not _has(loaded, name), name


def test_every_command_is_in_the_lazy_table():
    """A command registered by a cli module but missing from COMMAND_MODULES would be unreachable:
    `gandhi NAME` must find every command, and the table names no command that does not exist."""
    commands = all_commands()
    assert set(commands) == set(COMMAND_MODULES)
    for name, cmd in commands.items():
        assert cmd.callback is not None and cmd.callback.__module__ == f"gandhi_cli.cli.{COMMAND_MODULES[name]}", name
