"""`gandhi table` (issue #34): what an outsider hit playing a Short game as Congress from the menus,
each driven through the real command over a pipe (the same prompts as at a terminal): the whole
card at the table and menu lines wrapped, not cut (5.2, IT:851); an exact name chosen (2.3.4,
IT:353); a Satyagraha's destination typed (4.3.2, IT:733) and a Railway by the board's short name;
`board svg --force`; `status`, `board` and `quit` in the middle of a statement in the table's
words; the game's words beside unclear steps (2.3.3, IT:349; 1.4.3, IT:158); the Constructive
Programme's limits as a sentence (6.3.2, IT:885)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

GANDHI = str(Path(sys.executable).with_name("gandhi"))
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

# seed 3, every faction passes on card 45: Congress (the player) is 1st Eligible on card 4 with
# Gandhi in Bombay Presidency (the driver turns card 4 up on resuming)
CARD4 = """[Scenario short]
[Seed 3]
[Players INC]
card 45 [RAJ REV INC ML]
RAJ pass
REV pass
INC pass
ML pass
"""
# Operation + Special Activity (4th), Rally (1st), Satyagraha before Rally (5th): Gandhi moves first
SATYAGRAHA = ["4", "1", "5"]


def _table(tmp_path: Path, answers: list[str], log: str = CARD4, columns: int = 120) -> tuple[str, Path]:
    path = tmp_path / "g.log"
    path.write_text(log)
    env = dict(os.environ, COLUMNS=str(columns), NO_COLOR="1")
    proc = subprocess.run([GANDHI, "table", "g.log"], cwd=tmp_path, input="\n".join(answers) + "\n",
                          capture_output=True, text=True, timeout=300, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
    return proc.stdout, path


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_card_command_shows_both_sides_and_menu_lines_are_wrapped_not_cut_5_2(tmp_path: Path) -> None:
    """5.2 (IT:851, dual use): the player chooses between the card's two Events, so both texts are
    read whole: the menu's Event lines are wrapped to the terminal's width (120 columns here),
    never cut, and `card` shows the current card's two sides, `card N` any card."""
    out, _ = _table(tmp_path, ["card", "card 54", "quit"])
    unshaded = "Remove up to 4 Activists, up to 1 Protest marker, and up to 1 Unrest marker from the map."
    shaded = "Add up to 4 Activists and up to 2 Unrest markers in any spaces (Strike if on Railway)."
    menu = out.split("choice>")[0]
    assert f"Event, unshaded: {unshaded}" in _flat(menu) and f"Event, shaded: {shaded}" in _flat(menu)
    assert "…" not in menu
    assert all(len(line) <= 120 for line in out.splitlines() if line.startswith("  "))  # menus, card texts
    shown = _flat(out.split("choice> card\n")[1].split("[Players")[0])
    assert shown.startswith("#4 Publication of the Simon Commission Report")
    assert f"Unshaded — An all-British committee ignores Indian grievances: {unshaded}" in shown
    assert f"Shaded — Unrest spreads after the deaths of demonstrators: {shaded}" in shown
    assert "#54 Hyderabad Defends its Independence" in out.split("choice> card 54\n")[1]


def test_an_exact_entry_name_is_chosen_before_longer_ones_2_3_4(tmp_path: Path) -> None:
    """2.3.4 (IT:353): Operation only and Operation with a Special Activity are two choices; the
    answer `Operation` (what Tab completes to) is the first, not a question."""
    out, _ = _table(tmp_path, ["Operation", "quit"])
    assert "could be" not in out
    assert "INC activity> " in out and "Rally (3.3.1)" in out.split("choice> Operation")[1]


def test_satyagraha_destination_typed_moves_gandhi_there_4_3_2(tmp_path: Path) -> None:
    """4.3.2 (IT:733): Satyagraha moves Gandhi to any space; its menu groups the moves under
    Gandhi's space, and typing the destination (Gujarat) picks the move that goes there."""
    out, _ = _table(tmp_path, [*SATYAGRAHA, "gujarat", "quit"])
    assert "is not a choice here" not in out
    assert "so far: INC satyagraha: move gandhi bombay-presidency>gujarat + rally" in out


def test_the_boards_short_railway_names_are_read_at_the_menus_1_3_6(tmp_path: Path) -> None:
    """1.3.6 (IT:102, Railways): the 80-column board names Railways by their short names (RW-B); typed
    at a menu they are the space the menus call rw-gip-bombay."""
    out, _ = _table(tmp_path, [*SATYAGRAHA, "RW-B", "quit"])
    assert "so far: INC satyagraha: move gandhi bombay-presidency>rw-gip-bombay + rally" in out


def test_board_svg_force_overwrites_as_the_message_says(tmp_path: Path) -> None:
    """README (issue #34): `board svg FILE` writes the picture; refused over an existing file with
    "add --force", and `board svg FILE --force` then writes it."""
    (tmp_path / "b.svg").write_text("old")
    out, _ = _table(tmp_path, ["board svg b.svg", "board svg b.svg --force", "quit"])
    assert "exists: choose another file or add --force" in out
    assert "written: b.svg" in out
    assert (tmp_path / "b.svg").read_text().startswith("<")


def test_status_at_the_table_says_what_to_do_at_the_table_2_3_4(tmp_path: Path) -> None:
    """2.3.4 (IT:353): `status` names Congress's choice; at the table it says to answer the menu
    (or type the statement), never a shell command (`gandhi add`, `gandhi status --options`)."""
    out, _ = _table(tmp_path, ["status", "quit"])
    said = out.split("choice> status\n")[1].split("[Players")[0]
    assert "Next step: choose from the menu" in said
    assert "gandhi add" not in said and "--options" not in said and "gandhi status" not in said


def test_board_in_a_statement_shows_the_steps_so_far_4_3_2(tmp_path: Path) -> None:
    """4.3.2 (IT:733): after the Satyagraha's move, `board` shows Gandhi in Gujarat (the draft's
    position), titled so; the log is unchanged."""
    out, path = _table(tmp_path, [*SATYAGRAHA, "gujarat", "board", "quit"])
    board = out.split("steps> board\n")[1].split("[Players")[0]
    assert board.startswith("The board with the steps so far")
    gujarat = next(line for line in board.splitlines() if line.startswith("Gujarat "))
    assert " G" in gujarat
    bombay = next(line for line in board.splitlines() if line.startswith("Bombay Presidency"))
    assert " G " not in bombay and not bombay.endswith(" G")
    assert "satyagraha" not in path.read_text()


def test_quit_in_a_statement_says_it_is_lost_4_3_2(tmp_path: Path) -> None:
    """issue #34: quitting in the middle of a statement loses it, as Ctrl-C does: said, with the
    statement (a Satyagraha, 4.3.2), and nothing of it written."""
    out, path = _table(tmp_path, [*SATYAGRAHA, "gujarat", "quit"])
    assert ("the unfinished statement (INC satyagraha: move gandhi bombay-presidency>gujarat + rally) is lost"
            in out)
    assert "satyagraha" not in path.read_text()


def test_a_passs_out_of_play_step_says_where_the_activist_goes_2_3_3(tmp_path: Path) -> None:
    """2.3.3 (IT:349): an NV faction that passes may move an Activist from Out of Play to
    Available; the Pass's menu says so beside `out-of-play 1 INC`, and whose Activist."""
    out, _ = _table(tmp_path, ["6", "quit"])
    assert "move 1 Congress Activist from Out of Play to Available (out-of-play 1 INC)" in out
    assert "move 1 Muslim League Activist from Out of Play to Available (out-of-play 1 ML)" in out


def test_constructive_programme_limits_are_a_sentence_6_3_2(tmp_path: Path) -> None:
    """6.3.2 (IT:885): "Il Congresso e poi la Lega Musulmana può spostare un numero totale combinato
    di Città e/o Province sino all'Unità con propri pezzi e senza Controllo Raj ... di massimo due
    livelli verso Opposizione Attiva": the limits line says it as a sentence."""
    lines = (EXAMPLES / "short-game.log").read_text().splitlines(keepends=True)
    cut = next(i for i, t in enumerate(lines) if t.startswith("INC constructive-programme"))
    out, _ = _table(tmp_path, ["1", "quit"], log="".join(lines[:cut]))
    assert ("limits left: constructive-programme: Congress and the Muslim League together choose at most Unity (3) "
            "Cities or Provinces with their own pieces and no Raj Control (0 chosen so far); each space shifts "
            "up to 2 levels toward Active Opposition") in _flat(out)


def test_board_svg_in_a_statement_draws_the_steps_so_far_4_3_2(tmp_path: Path) -> None:
    """4.3.2 (IT:733): `board svg` in the middle of a Satyagraha draws Gandhi where the move put
    him (Gujarat), titled as the steps so far."""
    _table(tmp_path, [*SATYAGRAHA, "gujarat", "board svg d.svg", "quit"])
    svg = (tmp_path / "d.svg").read_text()
    assert "with the steps so far (not in the log yet)" in svg
    gandhi = svg.index('gandhi" data-count="1"')
    assert svg.rfind('data-space="gujarat"', 0, gandhi) > svg.rfind('data-space="bombay-presidency"', 0, gandhi)


def test_campaign_round_parts_say_whose_they_are_6_3(tmp_path: Path) -> None:
    """6.3.2-6.3.4 (IT:885-893): Congress and the League each have a Constructive Programme and
    each faction a Redeploy; at a hot-seat table the Campaign round's menu says whose part each
    entry is (it listed "Constructive Programme (6.3.2): Campaign round part" twice, alike)."""
    lines = (EXAMPLES / "short-game.log").read_text().splitlines(keepends=True)
    cut = next(i for i, t in enumerate(lines) if t.startswith("INC constructive-programme"))
    out, _ = _table(tmp_path, ["quit"], log="".join(lines[:cut]))
    entries = [t.split(". ", 1)[1] for t in out.splitlines() if re.match(r"^\s+\d+\. ", t)]
    parts = [e for e in entries if "Campaign round part" in e]
    assert "Constructive Programme (6.3.2): Campaign round part (INC)" in parts
    assert "Constructive Programme (6.3.2): Campaign round part (ML)" in parts
    assert len(parts) == len(set(parts))


SWEEP_DUE = "".join((EXAMPLES / "all-operations.log").read_text().splitlines(keepends=True)[:8])


def test_a_statement_that_cannot_end_yet_says_why_3_2_3_4_1(tmp_path: Path) -> None:
    """3.2.3 (IT:461): a Sweep Activates one Guerrilla per cube in each destination; 4.1: a
    statement ends only when its checks pass. A Sweep whose only step activates a Guerrilla where
    no cube stands cannot end as it stands: the menu offers no `done` and says why (the check
    that fails) and that `undo` takes the step back — a player (and the random-menu soak, which
    hung on such a statement) is never left moving pieces for ever without knowing."""
    out, _ = _table(tmp_path, ["operation", "sweep", "united-provinces", "activate", "quit"], log=SWEEP_DUE)
    after = out.split("RAJ space> activate", 1)[1]
    assert "  done" not in after.split("RAJ steps>", 1)[0]
    assert ("not done yet: rule 3.2.3: Sweep in United Provinces Activates one Hidden Guerrilla per cube"
            in _flat(after))
    assert "more steps, or `undo`" in after
