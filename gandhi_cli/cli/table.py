"""`gandhi table` (issue #34): a whole game played at the terminal, choosing from menus of what the
rules allow. Each player's decision is a prompt built from `Game.due()`, `Game.legal()` and a
`Draft` (render/menu.py); the Non-Players move between them through the driver (`np.driver`,
as `gandhi next --until-player`). The log is the save file: each finished statement is appended
at once, in canonical notation, through the locked safe writer (`io.safewrite`, as `gandhi add`),
so re-running the command resumes where it stopped. Registered on `cli.app.main`.

Decisions (issue #34): a menu lists what `Game.legal()` offers the factions a player holds
(a Non-Player's choices, listed beside a player's open follow-up, are not the player's); `undo`
at the first menu takes back the player's last statement and every line after it (the Non-Players'
moves, the cards it brought: they are played again after the new statement, as `gandhi next`
would), on the game with `Game.pop` and the driver's bookkeeping put back (`StatementMark`), the log
rewritten through the locked safe writer; a statement of an earlier session, or one after which
the game moved outside a statement (a Reset), by reading the log again. A die roll is never six
menu entries: one entry says what the roll decides, and a `die>` prompt asks what the die shows
(the `roll N` steps the draft listed). Without [Seed] a Non-Player's move asks for the Arjuna
card and each die it needs (`arjuna>`, `die>`: 8.3, issue #32), as `gandhi next --arjuna
--rolls` takes them, the move then made again with all given so far. A step or part change
after which the draft lists nothing (no step, no next part, no end) is taken back at once,
said, and left off that menu (the draft checks one step at a time).
Only the core's public face is used: `Game` (`due`, `legal`, `draft`, `trial`, `pop`, `headers`) and
`Draft` (`options`, `next_steps`, `step`, `next_part`, `undo`, `action`, `text`,
`end_findings`, `open`, `close`: the draft is live, so `board` reads the game with its steps so
far, and the draft is closed before another command reads the game or a statement is taken
back). A finished draft's statement is checked with `Game.trial` and pushed through
the driver (`Autoplay.append`, not `Draft.finish`): the driver counts the log's lines, which
seed the Non-Players' dice, so its lines and the file's must stay one."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

import click

from ..io.errors import EXIT_OK, EXIT_VIOLATIONS, GandhiError, InputError
from ..model import terms
from . import table_words as W
from .app import SEED, load_log, main
from .completion import complete_factions, complete_scenario, complete_space

if TYPE_CHECKING:
    from ..core.draft import Draft
    from ..core.game import Candidate, Due
    from ..notation.actions import FactionAction
    from ..np.arjuna import ArjunaDeck
    from ..np.driver import Autoplay
    from ..render.menu import Entry

EXIT_INTERRUPTED = 130  # Ctrl-C (128 + SIGINT), as shells report it

COMMANDS: tuple[str, ...] = ("undo", "quit", "status", "board", "margins", "log", "help", "explain")

HELP = """\
Answer with the number of a choice, or a unique beginning of its words.
  ?            list the choices again
  undo         take back the last step; at the first menu, your last statement (the log is rewritten)
  status       what the game waits for, as `gandhi status`
  board        the board in 80 columns; `board svg FILE` writes the picture
  margins      the victory margins and ranking (7.1-7.3)
  log [N]      the last N lines of the log (10)
  explain      the chart path of the Non-Players' last moves (chapter 8)
  help         this text
  quit         stop here: every finished statement is in the log; `gandhi table LOG` resumes
A statement in the notation (`INC rally: place 1 INC bihar`) is accepted at any prompt."""

# issue #34, what an outsider hit (cli/table_words.py): the card's whole text, a space by any name
COMMANDS += ("card",)
HELP += """
  card [N]     the whole text of the current card (or of card N), both sides
A space's name (or the board's short name, RW-B) lists the steps that name it, wherever it is in them."""


def _np_list(value: str) -> set[str]:
    out = set()
    for part in value.replace(" ", ",").split(","):
        if part and part.upper() not in terms.FACTIONS:
            raise click.BadParameter(f"{part!r} is not a faction; use RAJ, INC, ML, REV (comma-separated)")
        if part:
            out.add(part.upper())
    return out


@main.command("table")
@click.argument("log", required=False, type=click.Path(dir_okay=False))
@click.option("--new", "scenario", metavar="SCENARIO", default=None, shell_complete=complete_scenario,
              help="Start a new game of SCENARIO, written to -o LOG.")
@click.option("--np", "np_factions", default="", metavar="FACTIONS", shell_complete=complete_factions,
              help="With --new: the Non-Player factions, comma-separated (default none: every faction a player).")
@click.option("--seed", type=SEED, default=0, show_default=True, help="With --new: the seed of the deck, the dice "
              "and Arjuna.")
@click.option("--gandhi", "gandhi_space", metavar="SPACE", default=None, shell_complete=complete_space,
              help="With --new, Main scenario: the space of Congress's set-up choice.")
@click.option("-o", "--output", type=click.Path(dir_okay=False), default=None,
              help="With --new: the log to write (refused if it exists).")
@click.option("--script", "script", type=click.Path(dir_okay=False, exists=True), default=None,
              help="Read the answers from FILE, one a line, instead of the terminal (same prompts).")
def table_command(log: str | None, scenario: str | None, np_factions: str, seed: int, gandhi_space: str | None,
                  output: str | None, script: str | None) -> None:
    """Play at the table: a whole game in the terminal, choosing from what the rules allow.

    At each decision a player holds, a numbered menu: the choice on the card (Event, Operation,
    Operation + Special Activity, Limited Operation, Pass), then the activity, the spaces and
    their cost, the pieces, the Special Activity where 4.1 allows it, then "done". The
    Non-Players move between the players' decisions (chapter 8), one line each. Every finished
    statement is appended to LOG at once (locked, in canonical notation, as `gandhi add`): the
    log is the save file, and `gandhi table LOG` resumes it. Type `help` at any prompt.

    \b
    Example:  gandhi table --new short --np RAJ,ML,REV --seed 3 -o newgame.log
              gandhi table mygame.log

    Answers come from the terminal (line editing, history, Tab completion), or from --script
    FILE or standard input, one a line, with the same prompts. Exit codes: 0 the game is over,
    or you quit (or the answers ran out), 1 a Non-Player's move broke a rule (a bug: nothing
    appended), 2 unusable input, 130 interrupted (Ctrl-C: only the unfinished statement is lost)."""
    from ..io.safewrite import check_target, write_text
    from ..np.driver import Autoplay, congress_setup_space, start_text

    if scenario is not None:
        if output is None:
            raise InputError("--new SCENARIO needs -o LOG: the file the game is written to")
        if log is not None:
            raise InputError("give LOG or --new SCENARIO -o LOG, not both")
        nps = _np_list(np_factions)
        if gandhi_space is None and scenario == "main":
            gandhi_space = congress_setup_space(scenario, seed, nps)
            if gandhi_space is None:
                raise InputError("the Main scenario needs Congress's set-up choice: add --gandhi SPACE")
        check_target(output, overwrite=False)
        text = start_text(scenario, seed, nps, gandhi_space, None, str(Path(output).parent))
        Autoplay(text, output, None, log=load_log(output, None, text=text))  # refused before the file is made
        write_text(output, text, exclusive=True)
        log = output
    elif log is None:
        raise InputError("give LOG (to resume it) or --new SCENARIO -o LOG")
    elif output is not None:
        raise InputError("-o goes with --new")
    if script is not None:
        from ..io.yamlio import read_text

        # a script's comment lines (`#`) and blank lines are not answers
        answers = Answers([a for a in read_text(script).splitlines() if a.strip() and not a.lstrip().startswith("#")],
                          interactive=False)
    elif sys.stdin.isatty():
        answers = Answers(None, interactive=True)
    else:
        answers = Answers(None, interactive=False, stream=sys.stdin)
    table = Table(log, answers)
    try:
        code = table.run()
    except KeyboardInterrupt:
        table.interrupted()
        code = EXIT_INTERRUPTED
    sys.exit(code)


class Answers:
    """Where the answers come from: the terminal through `readline` (line editing, history, Tab
    completion of the menu's words), or lines (a --script file, a pipe), echoed after their prompt
    so the transcript reads as a session."""

    def __init__(self, lines: list[str] | None, interactive: bool, stream: TextIO | None = None):
        self.lines = lines
        self.stream = stream
        self.interactive = interactive
        self.words: list[str] = []  # the menu's words and the commands (Tab completion)
        self.count = 0  # the menu's numbered entries
        if interactive:
            try:
                import readline
            except ImportError:  # pragma: no cover (a Python built without it: plain input)
                return
            readline.set_completer(self._complete)
            readline.set_completer_delims(" \t")
            readline.parse_and_bind("tab: complete")

    def _complete(self, text: str, state: int) -> str | None:
        found = [w for w in self.words if w.lower().startswith(text.lower())]
        return found[state] if state < len(found) else None

    def ask(self, prompt: str) -> str | None:
        """The next answer (stripped), None when they ran out (end of file, Ctrl-D)."""
        if self.interactive:
            try:
                return input(prompt).strip()
            except EOFError:
                click.echo()
                return None
        click.echo(prompt, nl=False)
        if self.lines is not None:
            if not self.lines:
                click.echo()
                return None
            line = self.lines.pop(0)
        else:
            assert self.stream is not None
            read = self.stream.readline()
            if not read:
                click.echo()
                return None
            line = read.rstrip("\n")
        click.echo(line)
        return line.strip()


@dataclass
class Prompt:
    """One menu of the decision being made: what it lists (`kind`: "choice", "activity", "sa",
    "steps", "space") and what it was opened with."""

    kind: str
    value: object = None
    entries: list[Entry] = field(default_factory=list)


@dataclass
class StatementMark:
    """Where the session stood before it appended a player's statement (its line in the log):
    the log's text and the driver's bookkeeping — its lines, the statements it pushed (the key
    of the Non-Players' dice), the Campaign rounds and the Arjuna deck. `undo` at the first menu
    returns there with `Game.pop`, one pushed statement at a time; `clean` False once the game
    moved outside a pushed statement since (a Campaign round's Reset, a Non-Player's choice left
    unused), which no pop takes back: the log is then read again instead."""

    line: int
    text: str
    lines: int
    statements: int
    campaigns: int
    deck: ArjunaDeck | None
    clean: bool = True


class Quit(Exception):
    """The player quit, or the answers ran out."""


class Reload(Exception):
    """The log changed under the session (an undo rewrote it, or another program wrote it): read it again."""


class Table:
    """A session at the table on the log at `path`."""

    def __init__(self, path: str, answers: Answers):
        self.path = path
        self.answers = answers
        self.color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
        self.explained: list[str] = []
        self.draft: Draft | None = None
        self.head: FactionAction | None = None
        self.faction = "?"  # whose decision it is
        self.trail: list[Entry] = []  # the draft's steps and part changes, as chosen (for undo)
        self.limits_now: str | None = None  # the current activity's limits left (DraftOptions.limits)
        #: before each statement this session appended: how to take it back with `Game.pop`
        self.marks: list[StatementMark] = []
        #: the Arjuna cards drawn and the dice rolled at the table for the Non-Player's next move
        #: (a game without [Seed]: 8.3, issue #32), given so far: (cards, dice, faction)
        self.given: tuple[list[str], list[int], str] | None = None
        #: what was found to lead nowhere (no step, no next part, no end the rules accept after
        #: it), by the trail before it: taken back and left off the menu from then on
        self.nowhere: dict[tuple[str, ...], set[str]] = {}
        self.pruned = 0  # how many (the soak reports them)
        self.dead_ends = 0  # menus shown with nothing on them (the soak: none expected)
        self.refused = 0  # statements built from the menus that the referee refused (none expected)
        self.load()

    # ------------------------------------------------------------------ the log
    def load(self) -> None:
        from ..io.yamlio import read_text
        from ..notation.parse import MAX_LOG_BYTES
        from ..np.driver import Autoplay

        text = read_text(self.path, max_bytes=MAX_LOG_BYTES)
        self.text = text
        self.auto: Autoplay = Autoplay(text, self.path, None, log=load_log(self.path, None, text=text))
        if self.auto.baseline:
            click.echo(f"gandhi: warning: {self.path} has {self.auto.baseline} violation(s) (gandhi validate); "
                       "play goes on from the board as written", err=True)
        self.draft = None
        self.trail = []
        self.marks = []
        if self.given is not None:  # the Arjuna cards and dice the table gave so far (8.3, issue #32)
            from ..np.driver import Script

            cards, dice, faction = self.given
            self.auto.script(Script(list(cards), list(dice), faction))

    def _write(self, new: str, then: Callable[[], bool] | None = None) -> bool:
        """Replace the log by `new` under its lock (as `gandhi add`: a temporary file renamed), if
        it is still the text this session read; `then` runs first, under the lock, and may
        refuse (False: nothing written)."""
        from ..io.safewrite import locked, write_text
        from ..io.yamlio import read_text
        from ..notation.parse import MAX_LOG_BYTES

        with locked(self.path):
            if read_text(self.path, max_bytes=MAX_LOG_BYTES) != self.text:
                self.say(f"{self.path} was changed by another program: reading it again (nothing written)")
                raise Reload
            if then is not None and not then():
                return False
            write_text(self.path, new)
            self.text = new
        return True

    def _body(self) -> str:
        return self.text if self.text.endswith("\n") or not self.text else self.text + "\n"

    # ------------------------------------------------------------------ output
    def say(self, line: str = "") -> None:
        click.echo(line)

    def bold(self, text: str) -> str:
        return click.style(text, bold=True) if self.color else text

    @property
    def game(self):
        return self.auto.game

    def players_label(self) -> str:
        h = self.game.headers().get("players")
        values = [str(v) for v in h.values] if h is not None else list(terms.FACTIONS)
        return "[Players " + " ".join(values) + "]"

    # ------------------------------------------------------------------ the loop
    def run(self) -> int:
        from ..core.game import DueKind

        self.say(f"gandhi table: {self.path} {self.players_label()}; `help` lists the commands")
        while True:
            try:
                due = self.bots()
                if due is None:
                    return EXIT_VIOLATIONS
                if due.kind == DueKind.OVER:
                    self.game_over()
                    return EXIT_OK
                self.decide(due)
            except Reload:
                self.load()
            except Quit:
                lost = W.lost_words(self.draft.text() if self.draft is not None else None)
                self.say(f"gandhi: stopped; {lost}{self.path} holds every finished statement: "
                         f"`gandhi table {self.path}` resumes")
                return EXIT_OK

    def interrupted(self) -> None:
        lost = f" ({self.draft.text()})" if self.draft is not None and self.trail else ""
        click.echo()
        click.echo(f"gandhi: interrupted: the unfinished statement{lost} is lost; {self.path} holds every finished "
                   f"statement: `gandhi table {self.path}` resumes", err=True)

    def bots(self) -> Due | None:
        """The Non-Players move until a player must act (`Autoplay.until_player`), each move
        appended as it is made; what is due then (None: a Non-Player's move broke a rule)."""
        from ..np.driver import NeedTable
        from ..render.menu import summary

        moved = False
        moves = self.auto.until_player()
        while True:
            try:
                due, move, bad = next(moves)
            except NeedTable as exc:
                self.ask_table(exc)
                raise Reload from None
            except InputError as exc:
                if self.given is None:
                    raise
                self.say(f"  refused: {exc}")
                self.given = None  # the whole move's draws and dice again, from the first
                raise Reload from None
            if move is None:
                return due
            if bad:
                for f in bad:
                    click.echo(f"gandhi: a Non-Player's move breaks a rule (a bug, please report it): {f}", err=True)
                return None
            if not move.lines:
                for mark in self.marks:  # a Reset, a choice left unused: no pop takes it back
                    mark.clean = False
                continue
            self.given = None
            if not moved:
                self.explained = []
                moved = True
            self._write(self._body() + "\n".join(move.lines) + "\n")
            self.explained += move.explain
            for action in move.actions.values():
                if due.faction is not None:
                    self.say(f"  {summary(action)}")
                else:
                    from ..notation.convert import action_text

                    self.say(f"  {action_text(action)}")

    def ask_table(self, exc) -> None:
        """A Non-Player's move needs an Arjuna card or a die the table has not given (a game
        without [Seed], 8.3, issue #32): ask for it, as `gandhi next` names it; the move is then
        made again with every card and die given so far (`gandhi next --arjuna … --rolls …`)."""
        import re

        from ..np.arjuna import fronts

        root = exc.script.root or exc.script
        faction = str(root.faction or (self.given[2] if self.given else "?"))
        cards, dice = list(root.cards_given), list(root.dice_given)
        if exc.what == "die":
            why = re.search(r"rolls die \d+ \((.+?)\):", str(exc))
            self.say(f"  {faction} (a Non-Player) rolls a die{f' ({why.group(1)})' if why else ''}: "
                     "roll it and type what it shows (1-6)")
        else:
            own = fronts(faction)
            again = f" again (after {cards[-1]}: 8.3, a new card)" if cards else ""
            self.say(f"  {faction} (a Non-Player) draws an Arjuna card{again} (8.3): turn up the Arjuna deck's "
                     f"cards until a {faction} card shows, and type its letter ({', '.join(own)})")
        self.answers.count = 6 if exc.what == "die" else 0
        self.answers.words = list(COMMANDS)
        while True:
            answer = self.answers.ask(f"{self.players_label()} {faction} (Non-Player) "
                                      f"{'die' if exc.what == 'die' else 'arjuna'}> ")
            if answer is None:
                raise Quit
            word = answer.lower()
            if word in ("quit", "undo"):
                if word == "quit":
                    raise Quit
                self.given = None
                for mark in self.marks:  # the move stopped half-made: the log is read again
                    mark.clean = False
                self.undo_statement([])
                return
            if word in ("?", "help", "status", "board", "margins", "log", "explain") or word.startswith("board "):
                self.command(word.split()[0] if word != "?" else "help", answer.split()[1:], [])
                continue
            if exc.what == "die":
                if answer.isdigit() and 1 <= int(answer) <= 6:
                    self.given = (cards, dice + [int(answer)], faction)
                    return
                self.say("a die shows 1 to 6: type what it shows")
                continue
            letter = answer.strip().upper()
            if letter in fronts(faction):
                self.given = (cards + [letter], dice, faction)
                return
            self.say(f"{answer!r} is not a {faction} Arjuna card: {', '.join(fronts(faction))}")

    def game_over(self) -> None:
        verdict = self.game.verdict
        if verdict is not None:
            self.say(f"The game is over: {verdict.reason}")
            self.say("Final ranking: " + ", ".join(f"{'+'.join(g)} {m:+d}" for g, m in verdict.ranking))
        else:
            self.say("The game is over.")

    # ------------------------------------------------------------------ a player's decision
    def candidates(self, due: Due) -> list[Candidate]:
        """What the factions a player holds may choose now (`Game.legal()`); a player's open
        follow-up the driver waits for (the Raj player's Crisis after the Reset, 6.8) is offered
        even where `legal()` lists nothing (a card is due then: no faction's choices)."""
        from ..core.game import Candidate, DueKind, activity_head

        nps = self.game.non_players
        out = [c for c in self.game.legal() if c.action.faction.value not in nps]
        if due.kind == DueKind.FOLLOW_UP and due.faction is not None and due.faction not in nps:
            if not any(c.choice == "follow-up" and c.action.parts[0].name.value == due.name for c in out):
                out.append(Candidate("follow-up", activity_head(due.faction, str(due.name))))
        return out

    def decide(self, due: Due) -> None:
        """One player's decision, from the first menu to the statement appended (or undone)."""
        from ..render.menu import choice_menu

        cands = self.candidates(due)
        nps = self.game.non_players
        # the faction whose decision it is: the one due, or the player's whose choice is open
        self.faction = (due.faction if due.faction is not None and due.faction not in nps
                        else cands[0].action.faction.value if cands else "?")
        card = due.name if isinstance(due.name, int) else None
        self.header(due, cands)
        stack = [Prompt("choice", None, choice_menu(cands, card))]
        if not cands:
            self.say(self.auto.waiting or "No choice to make from the menus here: type the statement, or `undo`.")
        listed = False
        while True:
            level = stack[-1]
            if level.kind in ("steps", "space") and not listed:
                level.entries = self.step_entries(level)
                while level.kind == "steps" and not level.entries and self.trail:
                    self.take_back_nowhere(level)
            if not listed:
                self.show(level)
                listed = True
            answer = self.answers.ask(self.prompt(cands, level))
            if answer is None:
                raise Quit
            listed = self.answer(answer, stack, cands)
            if not stack:
                return

    def header(self, due: Due, cands: list[Candidate]) -> None:
        from ..model.cards import card_label

        line = f"{self.faction}: {due.describe()}"
        if due.position:
            line += f" ({'1st' if due.position == 1 else '2nd'} Eligible)"
        if isinstance(due.name, int):
            line += f" — {card_label(due.name)}"
        self.say("")
        self.say(self.bold(line))

    def prompt(self, cands: list[Candidate], level: Prompt) -> str:
        faction = self.faction
        h = self.game.headers().get("players")
        holder = next((str(v) for v in (h.values if h is not None else ()) if faction in str(v).split("+")), faction)
        who = faction if holder == faction else f"{faction} ({holder})"
        return f"{self.players_label()} {who} {level.kind}> "

    def show(self, level: Prompt) -> None:
        if level.kind == "die":
            self.say("  roll a die and type what it shows (1-6)")
            self.answers.count = 6
            self.answers.words = list(COMMANDS)
            return
        if self.draft is not None and level.kind in ("steps", "space"):
            self.say(f"  so far: {self.draft.text()}")
            if self.limits_now:
                self.say(f"  limits left: {self.limits_now}")
        for i, e in enumerate(level.entries, 1):
            for line in W.entry_lines(i, e):
                self.say(line)
        if not level.entries:
            self.dead_ends += 1
            self.say("  nothing the rules accept from here: `undo`")
            for f in self.draft.end_findings() if self.draft is not None else []:
                self.say(f"    rule {f.rule}: {f.message}")
        elif level.kind == "steps" and self._cannot_end_yet(level):
            # the statement cannot end as it stands (4.1: its end checks): say why, so a player can undo
            found = self.draft.end_findings() if self.draft is not None else []
            if found:
                self.say("  not done yet: " + "; ".join(f"rule {f.rule}: {f.message}" for f in found[:2])
                         + " — more steps, or `undo`")
        self.answers.count = len(level.entries)
        self.answers.words = [e.label.split(":")[0].split(" (")[0] for e in level.entries] + list(COMMANDS)

    def _cannot_end_yet(self, level: Prompt) -> bool:
        """Steps written so far and neither `done` nor the next part on the menu."""
        from ..render.menu import DONE, NEXT

        if self.draft is None or any(e.kind in (DONE, NEXT) for e in level.entries):
            return False
        action = self.draft.action()
        return bool(action.steps or any(p.steps for p in action.parts))

    def take_back_nowhere(self, level: Prompt) -> None:
        """The last choice of the draft leads nowhere the rules accept (a menu with nothing on it):
        take it back and leave it off the menu (what the core listed is checked one step at a
        time: a step may be accepted and still end the statement nowhere)."""
        from ..render.menu import NEXT

        assert self.draft is not None
        last = self.trail.pop()
        self.draft.undo()
        key = NEXT if last.kind == NEXT else last.label
        self.nowhere.setdefault(self._trail_key(), set()).add(key)
        self.pruned += 1
        self.say(f"  ({last.label}: nothing the rules accept can follow it; taken back)")
        level.entries = self.step_entries(level)

    def _trail_key(self) -> tuple[str, ...]:
        return tuple(e.label for e in self.trail)

    def step_entries(self, level: Prompt) -> list[Entry]:
        from ..render.menu import DONE, NEXT, space_menu, step_menu

        assert self.draft is not None
        index = sum(1 for e in self.trail if e.kind == NEXT) + 1
        parts = self.head.parts if self.head is not None else ()
        nxt = parts[index].name.value if index < len(parts) else None
        menu = step_menu(self.draft, nxt, frozenset(self.nowhere.get(self._trail_key(), ())))
        self.limits_now = f"{menu.options.part}: {menu.options.limits}" if menu.options.limits else None
        self.listed_steps = menu.steps
        if level.kind == "space":  # the steps there, and the part's or statement's end as on the menu above
            here = (W.steps_naming(menu.steps, str(level.value)) if isinstance(level.value, W.Named)
                    else space_menu(menu.steps, str(level.value)))  # a space typed: every step naming it
            return here + [e for e in menu.entries if e.kind in (NEXT, DONE)]
        return menu.entries

    def answer(self, text: str, stack: list[Prompt], cands: list[Candidate]) -> bool:
        """Do what the answer says; True if the current menu need not be listed again."""
        if not text:
            return True
        if text == "?":
            return False
        words = text.split()
        first = words[0].lower()
        if W.card_asked(words, self.card_due()):
            return self.command("card", words[1:], stack)
        if words[0].upper() in terms.FACTIONS or (first in ("card", "campaign", "reveal") and len(words) > 1):
            self.typed(text, stack)
            return False
        if first in COMMANDS:
            return self.command(first, words[1:], stack)
        level = stack[-1]
        if level.kind == "die":
            return not self.rolled(text, stack)
        if text.isdigit():
            n = int(text)
            if not 1 <= n <= len(level.entries):
                self.say(f"choose 1 to {len(level.entries)} (`?` lists them, `help` the commands)"
                         if level.entries else "nothing to choose here: `undo`, or type a statement")
                return True
            self.choose(level.entries[n - 1], stack, cands)
            return False
        exact = W.exact_entry([e.label for e in level.entries], text)
        if exact is not None:  # a whole entry's name wins over the longer entries it begins
            self.choose(level.entries[exact], stack, cands)
            return False
        low = text.lower()
        found: list[tuple[str, object]] = [("entry", i) for i, e in enumerate(level.entries)
                                           if e.label.lower().startswith(low)]
        found += [("command", c) for c in COMMANDS if c.startswith(first) and len(words) == 1]
        if len(found) == 1:
            kind, what = found[0]
            if kind == "command":
                return self.command(str(what), [], stack)
            assert isinstance(what, int)
            self.choose(level.entries[what], stack, cands)
            return False
        if not found and self.pick_space(text, stack, cands):
            return False
        if not found:
            self.say(f"{text!r} is not a choice here: a number, a unique beginning of one, or a command (`help`)")
        else:
            names = [level.entries[w].label if isinstance(w, int) else str(w) for _, w in found]
            self.say(f"{text!r} could be: " + "; ".join(names))
        return True

    def choose(self, entry: Entry, stack: list[Prompt], cands: list[Candidate]) -> None:
        from ..notation import actions as A
        from ..render import menu as M

        level = stack[-1]
        if entry.kind == M.GROUP:
            stack.append(Prompt("activity", entry.value, M.activity_menu(cands, str(entry.value))))
        elif entry.kind == M.OPERATION:
            stack.append(Prompt("sa", entry.value, M.sa_menu(cands, str(entry.value))))
        elif entry.kind == M.HEAD:
            assert isinstance(entry.value, A.FactionAction)
            self.draft = self.game.draft(entry.value)
            self.head = entry.value
            self.trail = []
            self.nowhere = {}
            stack.append(Prompt("steps"))
        elif entry.kind == M.SPACE:
            stack.append(Prompt("space", entry.value))
        elif entry.kind == M.ROLL:
            stack.append(Prompt("die", entry.value))
        elif entry.kind == M.STEP:
            assert self.draft is not None and isinstance(entry.value, A.ActionStep)
            self.draft.step(entry.value)
            self.trail.append(M.Entry(M.step_text(entry.value), M.STEP, entry.value))
            if level.kind == "space":
                stack.pop()
        elif entry.kind == M.NEXT:
            assert self.draft is not None
            self.draft.next_part()
            self.trail.append(entry)
            if level.kind == "space":
                stack.pop()
        elif entry.kind == M.DONE:
            assert self.draft is not None
            self.append(self.draft.action())
            stack.clear()

    def rolled(self, text: str, stack: list[Prompt]) -> bool:
        """What the die shows, at the die's prompt: the `roll N` step the draft listed for it
        (False: not a roll the draft listed, said)."""
        from ..render import menu as M

        level = stack[-1]
        assert self.draft is not None and isinstance(level.value, tuple)
        listed = {str(s.args[0].value): s for s in level.value if s.args and hasattr(s.args[0], "value")}
        if not text.isdigit() or not 1 <= int(text) <= 6:
            self.say("a die shows 1 to 6: type what it shows (`undo`: do not roll)")
            return False
        step = listed.get(str(int(text)))
        if step is None:
            self.say(f"a roll of {text} is not one the rules accept here ({', '.join(sorted(listed))})")
            return False
        self.draft.step(step)
        self.trail.append(M.Entry(M.step_text(step), M.STEP, step))
        stack.pop()
        if stack and stack[-1].kind == "space":
            stack.pop()
        return True

    # ------------------------------------------------------------------ appending a statement
    def append(self, action, play=None) -> bool:
        """Append one finished statement (a typed Action) to the log and push it on the game; a
        statement the referee refuses is neither (its findings said)."""
        from ..notation.convert import action_text

        line = action_text(action)
        found: list = []

        def check() -> bool:
            with self.game.trial(play if play is not None else action) as f:
                found.extend(x for x in f if not x.note)
            return not found

        before = self.text
        if not self._write(self._body() + line + "\n", check):
            self.refused += 1
            for f in found:
                self.say(f"refused: rule {f.rule}: {f.message}")
            return False
        from ..np.arjuna import ArjunaDeck

        auto = self.auto
        # the Arjuna deck's order as it is now (8.3), for `undo`: a new list of its (faction, card) pairs
        deck = ArjunaDeck(list(auto.deck.cards)) if auto.deck is not None else None
        self.marks.append(StatementMark(len(auto.lines) + 1, before, len(auto.lines), auto.statements,
                                        auto.campaigns, deck))
        bad = self.auto.append([line], {0: action})
        if bad:  # pragma: no cover (the trial said it was clean)
            raise Reload
        self.draft = None
        self.trail = []
        self.say(f"  added: {line}")
        return True

    def typed(self, text: str, stack: list[Prompt]) -> None:
        """A statement typed in the notation: parsed (each syntax error and unknown space said,
        located in the answer: `typed:1:COL`), checked at the end of the log as `gandhi add`
        checks it, then appended in canonical notation."""
        from ..model.mapdata import load_map
        from ..notation.convert import to_action
        from ..notation.parse import parse, resolve_spaces

        parsed = parse(text + "\n", "typed")
        errors = list(parsed.errors) + resolve_spaces(parsed, load_map(None))
        if errors:
            for err in errors:
                self.say(f"not a statement: {err}")
            return
        if parsed.headers or len(parsed.statements) != 1:
            self.say("type one statement: a faction's move, `card N [ORDER]`, `reveal N [ORDER]` or `campaign N`")
            return
        play = parsed.statements[0]
        if self.append(to_action(play), play):
            stack.clear()

    # ------------------------------------------------------------------ commands
    def command(self, name: str, args: list[str], stack: list[Prompt]) -> bool:
        if name == "quit":
            raise Quit
        if self.draft is not None and name not in ("undo", "board"):  # the game as the log stands
            self.draft.close()  # (it opens again when used; `board` shows the draft's steps)
        if name == "help":
            self.say(HELP)
        elif name == "undo":
            self.undo(stack)
            return False
        elif name == "status":
            self.say(W.status_lines(self.game, self.path))
        elif name == "board":
            self.board(args)
        elif name == "margins":
            self.margins()
        elif name == "log":
            n = int(args[0]) if args and args[0].isdigit() else 10
            for line in self.text.splitlines()[-n:]:
                self.say(f"  {line}")
        elif name == "card":
            self.card(args)
        elif name == "explain":
            for line in self.explained or ["(no Non-Player moved since your last decision)"]:
                self.say(f"  # {line}")
        return True

    def board(self, args: list[str]) -> None:
        from ..render.tables import board_compact

        force = "--force" in args
        args = [a for a in args if a != "--force"]
        if not args:
            if self.draft is not None:  # the draft's position: the live game shows the steps so far
                self.say(f"The board with the steps so far (not in the log yet): {self.draft.text()}")
                self.draft.open()
                self.say(board_compact(self.game.state).rstrip("\n"))
                return
            self.say(board_compact(self.game.state).rstrip("\n"))
            return
        if args[0] != "svg" or len(args) != 2:
            self.say("`board` prints the board; `board svg FILE.svg` writes the picture")
            return
        from ..io.safewrite import check_target, write_text
        from ..model.mapdata import load_map
        from ..render.board_svg import board_svg
        from ..render.play_view import play_picture
        from ..render.tables import state_dict

        try:
            check_target(args[1], overwrite=force)
            if self.draft is not None:  # the draft's position, as `board` shows it (the live game)
                self.draft.open()
                svg = board_svg(state_dict(self.game.state), load_map(None),
                                f"{self.path}: with the steps so far (not in the log yet)", play_picture(self.game))
            else:
                svg = board_svg(state_dict(self.game.state), load_map(None), f"{self.path}: now",
                                play_picture(self.game))
            write_text(args[1], svg, exclusive=not force)
        except GandhiError as exc:
            self.say(f"not written: {exc}")
            return
        self.say(f"  written: {args[1]}")

    def card(self, args: list[str]) -> None:
        """`card [N]`: the whole text of the current card, or of card N, both sides."""
        number = int(args[0]) if args and args[0].isdigit() else self.game.state.current_card
        if number is None:
            self.say("no card is turned up yet: `card N` shows card N")
            return
        try:
            lines = W.card_lines(number)
        except (GandhiError, KeyError, ValueError):
            self.say(f"no card {number}: Event cards are 1-72, Campaign cards 73-79")
            return
        for line in lines:
            self.say(line)

    def card_due(self) -> bool:
        """Whether the game waits for the next card to be turned up (`card N` is then a statement)."""
        from ..core.game import DueKind

        return self.game.due().kind in (DueKind.CARD, DueKind.CAMPAIGN)

    def pick_space(self, text: str, stack: list[Prompt], cands: list[Candidate]) -> bool:
        """A space typed at a menu of steps (any of its names: the board's short names too) lists
        the steps that name it, wherever (a Satyagraha's destination); one such step is chosen."""
        from ..render import menu as M

        level = stack[-1]
        if level.kind not in ("steps", "space") or self.draft is None:
            return False
        steps = list(getattr(self, "listed_steps", []))
        sid = W.space_named(text, [sp for s in steps for sp in M.spaces_in(s)])
        if sid is None:
            return False
        here = W.steps_naming(steps, sid)
        if len(here) == 1:
            self.choose(here[0], stack, cands)
        else:
            stack.append(Prompt("space", W.Named(sid)))
        return True

    def margins(self) -> None:
        from ..model.victory import ranking, totals

        t = totals(self.game.state)
        for faction, margin in ranking(t):
            self.say(f"  {faction:<4} {t.marker(faction):>3}  margin {margin:+d}")

    def undo(self, stack: list[Prompt]) -> None:
        """Take back a step of the statement being written, or a menu; at the first menu, the
        player's last statement and everything after it (the log rewritten, locked)."""
        level = stack[-1]
        if level.kind in ("space", "die"):
            stack.pop()
            return
        if level.kind == "steps":
            assert self.draft is not None
            if self.trail:
                self.draft.undo()
                self.trail.pop()
                return
            self.draft.close()  # the statement given up: its head taken back off the game
            self.draft = None
            stack.pop()
            return
        if len(stack) > 1:
            stack.pop()
            return
        self.undo_statement(stack)

    def undo_statement(self, stack: list[Prompt]) -> None:
        """The player's last statement and every line after it taken back: with `Game.pop` (each
        statement pushed since, the driver's bookkeeping as it was: `StatementMark`), the log
        rewritten through the locked safe writer (`_write`); a statement of an earlier session, or
        one after which the game moved outside a statement, by reading the log again instead."""
        from ..notation.statements import Play

        if self.draft is not None:  # closed before the game is popped or read again
            self.draft.close()
        mark = self.marks[-1] if self.marks else None
        if mark is not None and mark.clean:
            lines = self.text.splitlines(keepends=True)
            gone = len(lines) - (mark.line - 1)
            said = lines[mark.line - 1].strip() if mark.line - 1 < len(lines) else ""
            self._write(mark.text)
            auto = self.auto
            for _ in range(auto.statements - mark.statements):
                self.game.pop()
            del auto.lines[mark.lines:]
            auto.statements, auto.campaigns = mark.statements, mark.campaigns
            auto.deck = mark.deck
            auto.waiting = None
            self.marks.pop()
            self.draft, self.trail, self.given = None, [], None
            self.say(f"  undone: {gone} line(s) from line {mark.line} ({said}), taken back on the game")
            stack.clear()
            return
        log = load_log(self.path, None, text=self.text)
        nps = self.game.non_players
        mine = [st for st in log.statements if isinstance(st, Play) and st.faction not in nps]
        if not mine:
            self.say("nothing to undo: no player's statement in the log")
            return
        last = mine[-1]
        lines = self.text.splitlines(keepends=True)
        cut = "".join(lines[:last.pos.line - 1])
        gone = len(lines) - (last.pos.line - 1)
        self._write(cut)
        self.say(f"  undone: {gone} line(s) from line {last.pos.line} ({lines[last.pos.line - 1].strip()}), "
                 "the log read again")
        raise Reload


__all__ = ["table", "Table", "Answers"]
table = table_command
