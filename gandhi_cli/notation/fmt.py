"""The move notation written back: `fmt` gives a log, or an Action, in canonical form, every
comment and the layout kept (line numbers stay)."""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING

from ..io.textlines import lines as text_lines
from .convert import action_text
from .parse import COMMENT, chunks
from .statements import CampaignStart, CardStart, Log, Play, Step

if TYPE_CHECKING:  # loaded when Actions are used (its enums cost every command start-up time)
    from . import actions as A

def fmt(log: Log | A.Action) -> str:
    """The canonical text of an Action (`action_text`, one line), or of a log: each statement's
    code in canonical form (keywords, activity names and piece codes spelt out, names quoted only
    when needed, `; ` between steps, ` + ` between parts) and the layout as written, so no
    comment is lost and line numbers stay (unless a statement was broken inside a step):

    - comment-only and blank lines stay where they are, as written (the `#@np` lines the
      Non-Players read back, `# IT:` tags, players' messages);
    - a comment at the end of a line stays at the end of that line, at its column when the code
      still fits before it (else two spaces after the code); when the line's code joins the line
      above (it was broken inside a step), the comment stays on its line, alone;
    - each statement on the line where it began: statements that shared a line still share it
      (a space between them), and a statement written over several lines keeps its line breaks
      before the steps and parts that began a line (`  ; step`, `  + part: step`);
    - the lines of a statement that does not parse are kept as written.

    A log parsed without its text (`Log.source` empty) is written one statement per line with a
    blank line before each card."""
    if not isinstance(log, Log):
        return action_text(log)
    if not log.source:
        return _fmt_statements(log)
    source = text_lines(log.source)
    bad = _unparsed_lines(log)
    entries: list[tuple[int, str]] = []  # (source line, text): comment-only, blank and unparsed lines
    trailing: dict[int, tuple[int, str]] = {}  # source line -> (column, comment) after code
    for number, line in enumerate(source, 1):
        code, column = _split_comment(line)
        if number in bad or not code.strip():
            entries.append((number, line.rstrip()))
        elif column is not None:
            trailing[number] = (column, line[column:].rstrip())
    code_lines: list[list] = []  # [source line, text, comments]
    items = sorted((*log.headers, *log.statements), key=lambda it: (it.pos.line, it.pos.column))
    for item in items:
        if item.pos.line in bad:
            continue
        for k, (seg_line, sep, text) in enumerate(_segments(item)):
            if k == 0 and code_lines and code_lines[-1][0] == seg_line:  # statements sharing a line stay on it
                code_lines[-1][1] += " " + text
            elif k == 0:
                code_lines.append([seg_line, text, []])
            elif seg_line is not None and seg_line > code_lines[-1][0]:
                code_lines.append([seg_line, "  " + (sep.strip() + " " if sep.strip() else "") + text, []])
            else:
                code_lines[-1][1] += sep + text
    starts = [c[0] for c in code_lines]
    for number, comment in sorted(trailing.items()):
        at = bisect.bisect_right(starts, number) - 1
        if at >= 0 and starts[at] == number:
            code_lines[at][2].append(comment)
        else:  # the line's code joined the line above: the comment stays on its line, alone
            entries.append((number, "  " + comment[1]))
    for line, text, comments in code_lines:
        for column, comment in comments:
            text += " " * (column - len(text) if column - len(text) >= 2 else 2) + comment
        entries.append((line, text))
    entries.sort(key=lambda e: e[0])  # stable
    return "\n".join(text for _, text in entries) + "\n" if entries else ""


def _split_comment(line: str) -> tuple[str, int | None]:
    """A line's code and the column where its comment starts (`#` outside a quoted name)."""
    for m in COMMENT.finditer(line):
        if m.group(1) is None:  # not a quoted name: the comment
            return line[:m.start()], m.start()
    return line, None


def _unparsed_lines(log: Log) -> set[int]:
    """The lines of the statements (chunks) that have a syntax error."""
    wrong = {e.location.line for e in log.errors if e.location is not None and e.location.line}
    bad: set[int] = set()
    for start, chunk in chunks(log.source):
        span = range(start, start + chunk.count("\n") + 1)
        if any(line in span for line in wrong):
            bad.update(span)
    return bad


def _segments(item) -> list[tuple[int | None, str, str]]:
    """A statement's canonical text in pieces that may begin a line: (source line or None for
    "where the previous piece is", separator, text). Joined on one line they give `item.text()`."""
    if not isinstance(item, Play):
        return [(item.pos.line, "", item.text())]
    if item.choice == "pass":
        head: list[tuple[int | None, str, str]] = [(item.pos.line, "", f"{item.faction} pass")]
        return head + [(s.pos.line, " ", s.text()) for s in item.steps]
    if item.choice == "event":
        return _with_steps(item.pos.line, "", f"{item.faction} event {item.side}", item.steps)
    out: list[tuple[int | None, str, str]] = []
    for k, part in enumerate(item.parts):
        name = part.name + (" limited" if part.limited else "")
        if k == 0:
            out += _with_steps(item.pos.line, "", f"{item.faction} {name}", part.steps)
        else:
            out += _with_steps(part.steps[0].pos.line if part.steps else None, " + ", name, part.steps)
    return out


def _with_steps(line: int | None, sep: str, head: str, steps: tuple[Step, ...]) -> list[tuple[int | None, str, str]]:
    if not steps:
        return [(line, sep, head)]
    return [(line, sep, f"{head}: {steps[0].text()}")] + [(s.pos.line, "; ", s.text()) for s in steps[1:]]


def _fmt_statements(log: Log) -> str:
    lines = [h.text() for h in log.headers]
    for st in log.statements:
        if isinstance(st, (CardStart, CampaignStart)) and lines:
            lines.append("")
        lines.append(st.text())
    return "\n".join(lines) + "\n"
