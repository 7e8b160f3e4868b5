"""`gandhi table` (issue #34), the gaps a review found, each through the real command (`--script`
or a pipe: the same prompts as at the terminal): Congress's Protests after Gandhi's arrest
(3.2.4) and the Raj player's Crisis cubes (6.8) chosen from the menus; the limits left updated
after each step ("spaces with their cost and the limit left"); a die roll asked, never listed as
six menu entries (3.3.1, 6.8); the physical Arjuna deck and dice asked for a Non-Player's move
(8.3, issue #32) as `gandhi next --arjuna --rolls` takes them; `undo` of the last statement with
`Game.pop`, the log rewritten as it was."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

from gandhi_cli.model.mapdata import load_map

GANDHI = str(Path(sys.executable).with_name("gandhi"))
DATA = Path(__file__).parent / "data"
# Seeded: the Raj (a Non-Player) arrested Gandhi on card 45; Congress (the player) may place Protests
ARRESTED = """[Scenario short]
[Seed 3]
[Players INC]
card 45 [RAJ REV INC ML]
RAJ assault: arrest gandhi bombay-presidency; arrest 1 ML punjab + govern: shift bihar +2; shift madras-presidency +1
"""
# No [Seed]: the Arjuna cards and dice come from the table (issue #32), the Raj due on card 4
PHYSICAL = "[Scenario short]\n[Players INC ML]\n[Viceroy 77]\ncard 4 [RAJ INC REV ML]\nreveal 12 [RAJ INC ML REV]\n"


def _table(args: list[str], cwd: Path, answers: str) -> subprocess.CompletedProcess:
    return subprocess.run([GANDHI, "table", *args], cwd=cwd, input=answers, capture_output=True, text=True,
                          timeout=600)


def _menus(out: str) -> list[list[str]]:
    """Each menu shown, as its entries' labels."""
    menus: list[list[str]] = [[]]
    for line in out.splitlines():
        m = re.match(r"^\s+\d+\. (.*)$", line)
        if m:
            menus[-1].append(m.group(1))
        elif menus[-1] and re.match(r"^ {6}\S", line):  # an entry wrapped to the terminal's width
            menus[-1][-1] += " " + line.strip()
        elif menus[-1]:
            menus.append([])
    return [m for m in menus if m]


def test_protests_after_gandhis_arrest_chosen_from_the_menus_3_2_4(tmp_path: Path) -> None:
    """3.2.4 (IT:485-488, JA:563-567): after the Raj arrested Gandhi, "il Congresso può porre sino
    a due segnalini di Protesta Disponibili in qualsiasi spazio non di Ferrovia che già non ne ha
    uno": the menu lists a Protest for each non-Railway space without one, none on a Railway, and
    after two only "done"; the statement is written as chosen."""
    (tmp_path / "g.log").write_text(ARRESTED)
    proc = _table(["g.log"], tmp_path, "protests\nadd protest bihar\nadd protest sind\n?\ndone\nquit\n")
    assert proc.returncode == 0, proc.stderr
    menus = _menus(proc.stdout)
    first_steps = menus[1]
    railways = {s.id for s in load_map(None) if s.is_railway}
    listed = {label.split()[-1] for label in first_steps if label.startswith("add protest ")}
    assert "bihar" in listed and "sind" in listed
    assert not listed & railways
    assert "bombay-presidency" not in listed  # the Assault's space has a Protest marker already
    assert first_steps[-1] == "done"  # "sino a due": none is a choice too
    assert menus[3] == ["done"] and menus[4] == ["done"]  # after two, nothing but the end
    assert "INC protests: add protest bihar; add protest sind" in (tmp_path / "g.log").read_text().splitlines()


def test_crisis_cubes_chosen_from_the_menus_and_the_die_asked_6_8(tmp_path: Path) -> None:
    """6.8 (IT:986-988, JA:1145): after the Reset before the final Campaign the Raj player "può
    muovere un tiro di dado di cubi da Fuori Gioco a qualsiasi spazio (no Truppe negli Stati)":
    the die is one entry, what it shows is asked (never six entries "roll 1".."roll 6"); then
    cubes from Out of Play, no Troops in a State (Hyderabad), at most as many as the roll."""
    shutil.copy(DATA / "table-crisis.log", tmp_path / "c.log")
    answers = "crisis\nmove up\n2\nplace 1 sepoy in hyderabad\ndelhi\nplace 1 troop\ndone\nquit\n"
    proc = _table(["c.log"], tmp_path, answers)
    assert proc.returncode == 0, proc.stderr
    assert "die> 2" in proc.stdout
    menus = _menus(proc.stdout)
    assert not any(re.fullmatch(r"roll \d", label) for menu in menus for label in menu)
    assert menus[1] == ["move up to a die roll of cubes from Out of Play: roll the die (6.8)", "done"]
    cubes = menus[2]  # Hyderabad, a Princely State, takes Sepoys only: its one step listed as such
    assert "place 1 Sepoy in hyderabad from Out of Play (place 1S hyderabad from out-of-play)" in cubes
    assert not any(label.startswith("hyderabad") or "Troop in hyderabad" in label for label in cubes)
    assert "delhi: 2 steps" in cubes
    assert menus[-2] == ["done"]  # two cubes placed: the roll of 2 is used up (then the next card's menu)
    assert ("RAJ crisis: roll 2; place 1S hyderabad from out-of-play; place 1T delhi from out-of-play"
            in (tmp_path / "c.log").read_text().splitlines())


def test_the_limits_left_follow_each_step_issue_34(tmp_path: Path) -> None:
    """Issue #34 ("spaces with their cost and the limit left"), 3.3 (IT:508) and 3.3.1 (IT:514):
    Congress's Rally chooses up to Restraint spaces without a Protest marker or Gandhi, and places
    Activists from Available; the limits shown are those left after each step, not as the
    statement began."""
    (tmp_path / "h.log").write_text("[Scenario short]\n[Seed 1]\n[Players RAJ INC ML REV]\n")
    # the Raj and the Revolutionaries pass on card 68: Congress, 1st Eligible, may take a full Operation
    answers = "pass\ndone\npass\ndone\noperation\nrally\nbihar\nplace\nquit\n"
    proc = _table(["h.log"], tmp_path, answers)
    assert proc.returncode == 0, proc.stderr
    lefts = re.findall(r"limits left: rally: up to (\d+) spaces? without .*?; (\d+) INC Available", proc.stdout)
    assert len(lefts) >= 3, proc.stdout[-3000:]
    spaces, available = int(lefts[0][0]), int(lefts[0][1])
    # bihar chosen (no Protest, no Gandhi): one space fewer; one Activist placed: one fewer Available
    assert (int(lefts[-1][0]), int(lefts[-1][1])) == (spaces - 1, available - 1)


def test_rally_menu_says_the_choice_in_the_games_words_3_3_1(tmp_path: Path) -> None:
    """3.3.1 (IT:520-523): after placing, the Rallying faction may move an Activist from Out of
    Play to Available, or release a die roll of Activists from Jail. The menu says so; the die
    is not six entries (the player does not choose what it shows)."""
    start = ["--new", "short", "--np", "RAJ,ML,REV", "--seed", "3", "-o", "g.log"]
    answers = "protests\ndone\npass\ndone\nlim\nrally\nsind\nplace\nquit\n"
    proc = _table(start, tmp_path, answers)
    assert proc.returncode == 0, proc.stderr
    after = _menus(proc.stdout)[-1]
    assert "move 1 Congress Activist from Out of Play to Available (out-of-play 1 INC)" in after
    assert "release a die roll of Activists from Jail: roll the die (3.3.1)" in after
    assert not any(re.match(r"roll \d", label) or label.startswith("out-of-play") for label in after)


def test_physical_arjuna_deck_and_dice_asked_as_next_takes_them_8_3(tmp_path: Path) -> None:
    """8.3 (IT:1158-1161) and issue #34 ("with a physical Arjuna deck the session asks for the
    card and the number of dice it needs"): without [Seed] the table asks for the Raj's Arjuna
    card, then each die; a card that is not a Raj card is refused and asked again; the lines
    written equal those `gandhi next --arjuna B --rolls 3,4,5 --append` writes."""
    (tmp_path / "t.log").write_text(PHYSICAL)
    (tmp_path / "n.log").write_text(PHYSICAL)
    proc = _table(["t.log"], tmp_path, "Q\nB\n3\n4\n5\nquit\n")
    assert proc.returncode == 0, proc.stderr
    assert "RAJ (a Non-Player) draws an Arjuna card (8.3)" in proc.stdout
    assert "'Q' is not a RAJ Arjuna card" in proc.stdout
    assert proc.stdout.count("RAJ (Non-Player) die> ") == 3
    nxt = subprocess.run([GANDHI, "next", "n.log", "--arjuna", "B", "--rolls", "3,4,5", "--append"], cwd=tmp_path,
                         capture_output=True, text=True, timeout=600)
    assert nxt.returncode == 0, nxt.stderr
    assert (tmp_path / "t.log").read_bytes() == (tmp_path / "n.log").read_bytes()
    assert "#@np RAJ arjuna B rolls 3 4 5" in (tmp_path / "t.log").read_text()


def test_undo_of_the_last_statement_pops_it_and_rewrites_the_log_issue_34(tmp_path: Path, monkeypatch) -> None:
    """Issue #34: `undo` at the first menu takes back the last statement with `Game.pop` (the log is
    not read again) and rewrites the log safely; the same decision is offered again and the
    statement written instead is the one the log then holds (2.3.4, IT:353)."""
    from gandhi_cli.cli import table as T
    from gandhi_cli.core.game import Game
    from gandhi_cli.np.driver import start_text

    log = tmp_path / "g.log"
    log.write_text(start_text("short", 3, {"RAJ", "ML", "REV"}))
    pops: list[int] = []
    real_pop = Game.pop
    monkeypatch.setattr(Game, "pop", lambda self: (pops.append(1), real_pop(self))[1])
    loads: list[int] = []
    real_load = T.Table.load
    monkeypatch.setattr(T.Table, "load", lambda self: (loads.append(1), real_load(self))[1])
    answers = T.Answers(["protests", "done", "pass", "done", "undo", "pass", "done", "quit"], interactive=False)
    table = T.Table(str(log), answers)
    with_protests: list[str] = []
    assert table.run() == 0
    text = log.read_text()
    with_protests = [line for line in text.splitlines() if line.startswith("INC")]
    assert with_protests == ["INC protests", "INC pass"]
    assert loads == [1]  # read once, at the start: the undo popped
    assert len(pops) >= 2  # the Pass and the Non-Players' moves after it
    # the log is the one the same choices give without the undo
    again = tmp_path / "h.log"
    again.write_text(start_text("short", 3, {"RAJ", "ML", "REV"}))
    T.Table(str(again), T.Answers(["protests", "done", "pass", "done", "quit"], interactive=False)).run()
    assert again.read_text() == text


def test_every_follow_up_step_the_draft_lists_is_one_the_replay_accepts_3_2_4_6_8(tmp_path: Path) -> None:
    """3.2.4 (IT:485-488) and 6.8 (IT:986): nothing illegal on the menu, nothing legal missing.
    Each step the draft lists for the Protests after Gandhi's arrest and for the Crisis cubes
    ends the statement with no finding; a step the rules refuse (Troops into a Princely State,
    1.4.2; a third Protest) is not listed, and written anyway it gives a finding."""
    from gandhi_cli.cli.app import load_log
    from gandhi_cli.core.game import activity_head
    from gandhi_cli.notation import actions as A
    from gandhi_cli.np.driver import Autoplay

    def game_of(text: str, name: str):
        return Autoplay(text, name, None, log=load_log(name, None, text=text)).game

    game = game_of((DATA / "table-crisis.log").read_text(), "crisis.log")
    draft = game.draft(activity_head("RAJ", "crisis"))
    assert {s.verb for s in draft.next_steps()} == {A.Verb.ROLL}
    draft.step(A.ActionStep(A.Verb.ROLL, (A.Amount(6),)))
    listed = draft.next_steps()
    assert listed
    for step in listed:
        draft.step(step)
        assert draft.end_findings() == [], step
        draft.undo()
    troops_in_a_state = A.ActionStep(A.Verb.PLACE, (A.PieceCount(1, A.PieceKind.TROOPS), A.SpaceName("hyderabad"),
                                                    A.From(A.Box.OUT_OF_PLAY)))
    assert troops_in_a_state not in listed
    draft.step(troops_in_a_state)
    assert draft.end_findings()

    game = game_of(ARRESTED, "arrested.log")
    draft = game.draft(activity_head("INC", "protests"))
    first = draft.next_steps()
    for step in first:
        draft.step(step)
        assert draft.end_findings() == [], step
        draft.undo()
    draft.step(first[0])
    draft.step(first[1])
    assert draft.next_steps() == []  # "sino a due"
    draft.step(first[2])
    assert draft.end_findings()


def test_undo_through_the_command_takes_the_statement_back_on_the_game_issue_34(tmp_path: Path) -> None:
    """Issue #34 (`undo` "at the top, the last statement — Game.pop — and the log is rewritten
    safely"), through the command: the Pass and the Non-Players' moves after it are taken back on
    the game (said so), the same decision comes again, and the log then written is byte for byte
    the one the same choices give without the undo; a statement of an earlier session is taken
    back by reading the log again (said so)."""
    start = ["--new", "short", "--np", "RAJ,ML,REV", "--seed", "3"]
    proc = _table([*start, "-o", "u.log"], tmp_path, "protests\ndone\npass\ndone\nundo\npass\ndone\nquit\n")
    assert proc.returncode == 0, proc.stderr
    assert re.search(r"undone: \d+ line\(s\) from line \d+ \(INC pass\), taken back on the game", proc.stdout)
    straight = _table([*start, "-o", "s.log"], tmp_path, "protests\ndone\npass\ndone\nquit\n")
    assert straight.returncode == 0, straight.stderr
    assert (tmp_path / "u.log").read_bytes() == (tmp_path / "s.log").read_bytes()
    resumed = _table(["s.log"], tmp_path, "undo\nquit\n")
    assert "(INC pass), the log read again" in resumed.stdout
    assert "INC pass" not in (tmp_path / "s.log").read_text()
