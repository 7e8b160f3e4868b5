"""The bounds on a log's moves count statements, not headers (issue #35, item 19).

README: "a log's moves are bounded (5,000 statements, ...)"; a header (`[Scenario short]`) is not
a move, so 3 headers and 5,000 statements are within the bound, and the 5,001st statement is
where the log is refused. Headers have their own bound (MAX_HEADERS)."""

from __future__ import annotations

from gandhi_cli.notation.parse import MAX_HEADERS, MAX_STATEMENTS, parse

HEADERS = "[Scenario short]\n[Seed 1]\n[Players RAJ INC ML REV]\n"


def _over(log) -> list[str]:
    return [str(e) for e in log.errors if "over" in e.message]


def test_headers_do_not_count_as_statements():
    """README's 5,000-statement bound (issue #35 item 19): 3 headers and 5,000 statements are read."""
    text = HEADERS + "card 68 [INC REV RAJ ML]\n" + "INC pass\n" * (MAX_STATEMENTS - 1)
    log = parse(text, "big.log")
    assert _over(log) == []
    assert len(log.statements) == MAX_STATEMENTS and len(log.headers) == 3


def test_the_statement_over_the_bound_is_located():
    """README's 5,000-statement bound: the 5,001st statement (line 5,004 after 3 headers) is
    where the log is refused."""
    text = HEADERS + "card 68 [INC REV RAJ ML]\n" + "INC pass\n" * MAX_STATEMENTS
    assert _over(parse(text, "big.log")) == [
        f"big.log:{3 + MAX_STATEMENTS + 1}:1: over {MAX_STATEMENTS} statements (a whole game has a few "
        "hundred; headers aside): the log is not read"]


def test_headers_have_their_own_bound():
    """README (every file read may be hostile, its cost bounded): headers past MAX_HEADERS are
    refused at the first one over."""
    text = HEADERS + "[Reading RED-1 strict]\n" * (MAX_HEADERS - 2)
    assert _over(parse(text, "h.log")) == [
        f"h.log:{MAX_HEADERS + 1}:1: over {MAX_HEADERS} headers: the log is not read"]
