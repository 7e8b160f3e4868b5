"""Print the mutation score of chosen modules (issue #24): how many of the mutants cosmic-ray
makes of each module the tests that exercise it kill. A figure to track, not pass/fail; it is not
run in CI (a whole run takes a long time: each mutant runs the module's tests once).

Run (cosmic-ray in a venv of its own, so the project's venv is left alone):

    python3 -m venv /tmp/mutvenv && /tmp/mutvenv/bin/pip install cosmic-ray
    python benchmarks/mutation.py --cosmic-ray /tmp/mutvenv/bin [--only eligibility] [--timeout S]

`python` is the project's interpreter (gandhi_cli's dependencies and pytest installed); it runs the
tests. The source tree is copied to a temporary directory first, because cosmic-ray writes each
mutant into the module's file in place: the working tree is never touched (a run killed half-way
leaves only its copy, /tmp/gandhi-mutation-*, to delete). Each module is mutated against the test
files listed for it in MODULES (those that exercise it), run with `pytest -x`. Output: one line
per module, killed / mutants and the score in %, then the total. A mutant that survives is a line
of the module no test checks the effect of: `--survivors` lists them (file, line, operator) so a
test can be written from the rules for each.

Figures (cosmic-ray 8.7.0, 2026-11-26, this branch; about 4 s a mutant on a shared 2-core machine):
  gandhi_cli/np/eligibility.py    44/53   83.0%  (the 9 left are equivalent mutants: `==` turned
                                                  into `<=`/`>=`/`is` on strings of a closed set,
                                                  the dataclass's frozen flag)
  gandhi_cli/np/adversary.py     144/211  68.2%  (before the last two 8.5 tests; most of the rest
                                                  are in annotations, never evaluated under
                                                  `from __future__ import annotations`, and in the
                                                  --explain texts)
  gandhi_cli/rules/targeting.py   72/135  53.3%  (before the 1.4.4 test of a League Base not
                                                  attacked; the rest: annotations, `==` on
                                                  counts that cannot go below 0 or on kinds, and
                                                  `active_pieces`'s own Gandhi lookup, which the
                                                  Attack never reads)
  gandhi_cli/rules/deck.py        95/169  56.2%  (with the 2.2/2.4 tests of this branch; most
                                                  of the rest: annotations and the card numbers
                                                  in the findings' messages, which no test
                                                  reads)
  (operations/rev.py, safewrite.py, card22/card44: not run yet, several s a mutant)
Issue #35 (cosmic-ray 8.7.0, 2026-11-28, with the tests/*/test_round4_*.py files; 5-10 s a mutant
on the shared machine, load 11-13):
  gandhi_cli/np/eligibility.py    44/53   83.0%  (unchanged: the same 9 equivalent mutants)
  gandhi_cli/rules/deck.py        99/169  58.6%  (was 95: the last slot of a pile, an Event over an
                                                  ordinary card; the rest: `|` in annotations,
                                                  the card numbers in messages, `>=` on a count
                                                  that grows by one)
  gandhi_cli/rules/events/card22.py 56/57 98.2%  (was 42/57: 5.1.2's negative cases, an empty
                                                  space while Guerrillas are Available, the size
                                                  of the gap; the one left, `2 >> n` for `2 - n`,
                                                  is equivalent for n in 0..1)
Cosmic-ray counts operators the older run (839 mutants, 79%) did not use, so compare a module's
figure with itself over time, not with that run.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# module -> the test files that exercise it (kept short: each mutant runs them once)
ROUND4 = "tests/rules/test_round4_mutants.py"  # issue #35 item 23: tests written for earlier survivors
MODULES: dict[str, list[str]] = {
    "gandhi_cli/np/eligibility.py": ["tests/np/test_eligibility.py"],
    "gandhi_cli/np/adversary.py": ["tests/np/test_adversary.py", "tests/np/test_round4_adversary.py"],
    "gandhi_cli/rules/targeting.py": ["tests/rules/test_op_rev.py", "tests/rules/test_op_raj.py", ROUND4],
    "gandhi_cli/rules/deck.py": ["tests/rules/test_deck.py", ROUND4],
    "gandhi_cli/rules/events/card44.py": ["tests/rules/events/test_card44.py"],
    "gandhi_cli/rules/events/card22.py": ["tests/rules/events/test_card22.py", ROUND4],
    "gandhi_cli/io/safewrite.py": ["tests/io/test_writes.py", "tests/io/test_safewrite_guards.py",
                                   "tests/io/test_writes_faults.py", "tests/io/test_round4_safewrite.py"],
    "gandhi_cli/rules/operations/rev.py": ["tests/rules/test_op_rev.py", ROUND4],
}


def check_modules(root: Path, chosen: dict[str, list[str]]) -> list[str]:
    """What MODULES names that the tree does not hold (a module moved to another layer, a test
    file renamed): each would make a run fail late, or count nothing."""
    return [p for module, tests in chosen.items() for p in (module, *tests) if not (root / p).is_file()]


def short(module: str) -> str:
    return Path(module).stem


def run_module(tree: Path, module: str, tests: list[str], python: str, bindir: Path, timeout: float) -> dict:
    """Init and execute one cosmic-ray session in `tree`; return killed/total and the survivors."""
    name = short(module)
    config = tree / f"mutation-{name}.toml"
    session = tree / f"mutation-{name}.sqlite"
    test_command = f"{python} -m pytest -x -q -p no:cacheprovider {' '.join(tests)}"
    config.write_text(
        "[cosmic-ray]\n"
        f"module-path = {json.dumps(module)}\n"
        f"timeout = {timeout}\n"
        "excluded-modules = []\n"
        f"test-command = {json.dumps(test_command)}\n"
        "\n[cosmic-ray.distributor]\nname = \"local\"\n", encoding="utf-8")
    env = {"PYTHONPATH": str(tree), "PATH": f"{bindir}:/usr/bin:/bin", "HOME": str(tree)}
    cr = str(bindir / "cosmic-ray")
    subprocess.run([cr, "init", str(config), str(session)], cwd=tree, env=env, check=True,
                   capture_output=True)
    # the unmutated tests must pass first, or every mutant would look "killed"
    base = subprocess.run(test_command.split(), cwd=tree, env=env, capture_output=True, text=True)
    if base.returncode != 0:
        raise SystemExit(f"{module}: the tests fail before any mutation:\n{base.stdout[-2000:]}")
    subprocess.run([cr, "exec", str(config), str(session)], cwd=tree, env=env, check=True, capture_output=True)
    dump = subprocess.run([cr, "dump", str(session)], cwd=tree, env=env, check=True, capture_output=True,
                          text=True).stdout
    total = killed = 0
    survivors: list[str] = []
    for line in dump.splitlines():
        item, result = json.loads(line)
        if result is None:
            continue
        total += 1
        if result.get("test_outcome") == "survived":
            m = item["mutations"][0]
            survivors.append(f"{m['module_path']}:{m['start_pos'][0]} {m['operator_name']} "
                             f"occurrence {m['occurrence']}")
        else:
            killed += 1  # killed, or incompetent (the mutant does not even import): counted as caught
    return {"module": module, "killed": killed, "total": total, "survivors": survivors}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cosmic-ray", default="/tmp/mutvenv/bin", help="the bin/ folder holding cosmic-ray")
    ap.add_argument("--python", default=sys.executable, help="the interpreter that runs the tests")
    ap.add_argument("--only", action="append", help="a module's short name (e.g. eligibility); repeatable")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds a mutant's test run may take")
    ap.add_argument("--survivors", action="store_true", help="list the surviving mutants")
    args = ap.parse_args()
    bindir = Path(args.cosmic_ray)
    if not (bindir / "cosmic-ray").exists():
        print(f"no cosmic-ray in {bindir}: see the docstring (python benchmarks/mutation.py --help)", file=sys.stderr)
        return 2
    chosen = {m: t for m, t in MODULES.items() if not args.only or short(m) in args.only}
    if not chosen:
        print(f"no module named {args.only}; known: {', '.join(short(m) for m in MODULES)}", file=sys.stderr)
        return 2
    missing = check_modules(ROOT, chosen)
    if missing:
        print(f"MODULES names files this tree does not hold: {', '.join(missing)}", file=sys.stderr)
        return 2
    results = []
    with tempfile.TemporaryDirectory(prefix="gandhi-mutation-") as tmp:
        tree = Path(tmp) / "tree"
        shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(".git", "__pycache__", "*.pyc", ".mypy_cache",
                                                                  ".ruff_cache", ".pytest_cache"))
        for module, tests in chosen.items():
            began = time.monotonic()
            r = run_module(tree, module, tests, args.python, bindir, args.timeout)
            results.append(r)
            score = 100.0 * r["killed"] / r["total"] if r["total"] else 100.0
            print(f"{module:45} {r['killed']:4}/{r['total']:<4} {score:5.1f}%  {len(r['survivors'])} survived, "
                  f"{time.monotonic() - began:.0f} s", flush=True)
            if args.survivors:
                for s in r["survivors"]:
                    print(f"    survived: {s}")
    killed = sum(r["killed"] for r in results)
    total = sum(r["total"] for r in results)
    print(f"{'total':45} {killed:4}/{total:<4} {100.0 * killed / total if total else 100.0:5.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
