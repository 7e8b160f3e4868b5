"""`gandhi view` in a real headless browser: the system's Chromium driven by Selenium (no browser
is downloaded). The page loads with no console error; ArrowDown/ArrowUp and clicks show the board
`gandhi state --at LINE --json` gives for that line; findings are shown at their lines.

Without Chromium, chromedriver or Selenium these tests skip and say why; CI sets
GANDHI_REQUIRE_BROWSER=1 (.ci/run), which turns the skip into a failure."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

REPO = Path(__file__).resolve().parents[2]
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=1600,1000")
PIECE_KEYS = ("troops", "sepoys", "inc_activists", "ml_activists", "ml_bases", "guerrillas_hidden",
              "guerrillas_active", "rev_bases")


def _missing() -> str | None:
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "Selenium is not installed (pip install '.[test]')"
    if not (shutil.which("chromium") or Path("/usr/bin/chromium").exists()):
        return "no Chromium (apt-get install chromium chromium-driver)"
    if not (shutil.which("chromedriver") or Path("/usr/bin/chromedriver").exists()):
        return "no chromedriver (apt-get install chromium-driver)"
    return None


@pytest.fixture(scope="module")
def browser():
    why = _missing()
    if why:
        if os.environ.get("GANDHI_REQUIRE_BROWSER") == "1":
            pytest.fail(f"GANDHI_REQUIRE_BROWSER=1 but {why}")
        pytest.skip(f"browser tests need the system's Chromium: {why}")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="gandhi-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                              options=options)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def cli(*args) -> str:
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert result.exit_code in (0, 1), result.output
    return result.output


def open_page(browser, tmp_path: Path, log: Path):
    out = tmp_path / f"{log.stem}.html"
    cli("view", log, "-o", out, "--force")
    browser.get(out.as_uri())
    assert browser.execute_script("return document.body.getAttribute('data-ready')") == "true"
    return browser


SHOWN = """
return Array.from(document.querySelectorAll('#board #state g.space')).map(function (g) {
  var pieces = {};
  g.querySelectorAll('g.piece').forEach(function (p) {
    pieces[p.getAttribute('data-kind')] = parseInt(p.getAttribute('data-count'), 10);
    var count = p.querySelector('text.count');
    if (count) { pieces[p.getAttribute('data-kind') + ':text'] = count.textContent; }
  });
  return {id: g.getAttribute('data-space'), pieces: pieces, level: g.getAttribute('data-level'),
          control: g.getAttribute('data-raj-control'), protest: g.getAttribute('data-protest')};
});
"""


def shown_board(browser) -> dict:
    spaces = {s["id"]: s for s in browser.execute_script(SHOWN)}
    victory = browser.execute_script(
        "var o = {}; document.querySelectorAll('#board #state g.victory').forEach(function (g) {"
        " o[g.getAttribute('data-faction')] = parseInt(g.getAttribute('data-marker'), 10); }); return o;")
    return {"spaces": spaces, "victory": victory}


def assert_shows(browser, log: Path, line: int) -> None:
    data = json.loads(cli("state", log, "--at", line, "--json"))
    shown = shown_board(browser)
    assert set(shown["spaces"]) == {s["id"] for s in data["spaces"]}
    for s in data["spaces"]:
        want = {k: s[k] for k in PIECE_KEYS if s[k]}
        want.update({f"{k}:text": str(s[k]) for k in PIECE_KEYS if s[k]})
        if s["gandhi"]:
            want["gandhi"] = 1
        got = shown["spaces"][s["id"]]
        assert got["pieces"] == want, (line, s["id"])
        assert got["level"] == s["level"] and got["control"] == str(s["raj_control"]).lower()
        assert got["protest"] == str(s["protest"]).lower()
    assert shown["victory"] == {f: v["marker"] for f, v in data["victory"].items()}


def current_line(browser) -> int:
    return int(browser.execute_script("return document.querySelector('#log .row.current').getAttribute('data-line')"))


def console_errors(browser) -> list:
    return [e for e in browser.get_log("browser") if e.get("level") == "SEVERE"]


def test_page_loads_without_console_errors(browser, tmp_path):
    for name in ("short-game.log", "np-solitaire.log", "planted-mistakes.log"):
        open_page(browser, tmp_path, REPO / "examples" / name)
        assert console_errors(browser) == [], name
        assert len(browser.find_elements("css selector", "#board #state g.space")) == 36


def test_arrow_keys_step_through_the_moves_and_show_the_board_state_at_gives(browser, tmp_path):
    """ArrowDown goes to the next move and the board shows `gandhi state --at LINE` for it
    (1.3-1.4 pieces, 1.6 levels, 1.7 Raj Control, 7.2 victory markers); ArrowUp goes back."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    log = REPO / "examples" / "short-game.log"
    open_page(browser, tmp_path, log)
    moves = [i for i, t in enumerate(log.read_text().splitlines(), 1) if t.strip() and not t.startswith(("#", "["))]
    keys = ActionChains(browser)
    keys.send_keys(Keys.ARROW_DOWN).perform()
    assert current_line(browser) == moves[0]
    assert_shows(browser, log, moves[0])
    for _ in range(9):
        ActionChains(browser).send_keys(Keys.ARROW_DOWN).perform()
    assert current_line(browser) == moves[9]
    assert_shows(browser, log, moves[9])
    ActionChains(browser).send_keys(Keys.ARROW_UP).perform()
    assert current_line(browser) == moves[8]
    assert_shows(browser, log, moves[8])
    assert console_errors(browser) == []


def test_clicking_a_line_shows_the_board_after_it(browser, tmp_path):
    log = REPO / "examples" / "short-game.log"
    open_page(browser, tmp_path, log)
    n = len(log.read_text().splitlines())
    for line in (60, 131, n):
        row = browser.find_element("id", f"line-{line}")
        browser.execute_script("arguments[0].scrollIntoView()", row)
        row.click()
        assert current_line(browser) == line
        assert browser.find_element("id", "where").text == f"after line {line}"
        assert_shows(browser, log, line)


def test_findings_show_at_their_lines(browser, tmp_path):
    """planted-mistakes.log: each violation `validate` reports is visible under its line, with
    its rule."""
    log = REPO / "examples" / "planted-mistakes.log"
    open_page(browser, tmp_path, log)
    found = json.loads(cli("validate", log, "--json"))["violations"]
    for v in found:
        texts = [e.text for e in browser.find_elements("css selector", f"#line-{v['line']} .finding")]
        assert any(t.startswith(f"rule {v['rule']}:") for t in texts), v
        row = browser.find_element("id", f"line-{v['line']}")
        assert row.find_element("css selector", ".finding").is_displayed()


def press(browser, key) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(browser).send_keys(key).perform()


def card_lines(log: Path) -> list[int]:
    return [i for i, t in enumerate(log.read_text().splitlines(), 1) if t.startswith(("card ", "campaign "))]


def test_home_end_page_keys_go_to_the_first_and_last_move_and_from_card_to_card(browser, tmp_path):
    """Issue #23: Home shows the board after the first move, End after the last; PageDown goes
    to the next card (or Campaign round), PageUp to the one before; each shows the board
    `gandhi state --at LINE` gives."""
    from selenium.webdriver.common.keys import Keys

    log = REPO / "examples" / "short-game.log"
    open_page(browser, tmp_path, log)
    moves = [i for i, t in enumerate(log.read_text().splitlines(), 1) if t.strip() and not t.startswith(("#", "["))]
    cards = card_lines(log)
    assert cards[0] == 12 and cards[1] == 17  # card 68, card 19
    press(browser, Keys.END)
    assert current_line(browser) == moves[-1]
    assert_shows(browser, log, moves[-1])
    press(browser, Keys.HOME)
    assert current_line(browser) == moves[0]
    press(browser, Keys.PAGE_DOWN)
    assert current_line(browser) == cards[1]
    assert_shows(browser, log, cards[1])
    press(browser, Keys.PAGE_DOWN)
    assert current_line(browser) == cards[2]
    press(browser, Keys.PAGE_UP)
    assert current_line(browser) == cards[1]
    press(browser, Keys.ARROW_DOWN)  # the arrows still step move by move
    assert current_line(browser) == cards[1] + 2  # line 18 is a comment, 19 the League's move
    press(browser, Keys.PAGE_UP)
    assert current_line(browser) == cards[1]
    assert console_errors(browser) == []


def board_width(browser) -> float:
    return browser.execute_script("return document.getElementById('board').getBoundingClientRect().width")


def test_at_900_pixels_the_board_fills_the_width_and_zooms(browser, tmp_path):
    """Issue #23: readable at 900 px wide: the log goes above the board, which takes the
    window's width (not a third of it); the zoom buttons and +/-/0 keys scale it, the side
    panel scrolls, and the board shown is still the one for the line."""
    from selenium.webdriver.common.keys import Keys

    log = REPO / "examples" / "short-game.log"
    browser.set_window_size(900, 900)
    try:
        open_page(browser, tmp_path, log)
        inner = browser.execute_script("return window.innerWidth")
        fit = board_width(browser)
        assert fit >= 0.9 * inner - 30, (fit, inner)
        log_box = browser.execute_script("var r = document.getElementById('log').getBoundingClientRect();"
                                         " return [r.width, r.height];")
        assert log_box[0] >= 0.9 * inner - 30 and log_box[1] > 100  # the log above, as wide
        browser.find_element("id", "zoom-in").click()
        assert board_width(browser) == pytest.approx(fit * 1.25, rel=0.02)
        assert browser.find_element("id", "zoom-level").text == "125%"
        press(browser, "+")
        assert board_width(browser) == pytest.approx(fit * 1.5, rel=0.02)
        side = browser.find_element("id", "side")
        assert browser.execute_script("return arguments[0].scrollWidth > arguments[0].clientWidth", side)
        press(browser, "-")
        press(browser, "-")
        press(browser, "-")
        assert board_width(browser) == pytest.approx(fit * 0.75, rel=0.02)
        browser.find_element("id", "zoom-fit").click()
        assert board_width(browser) == pytest.approx(fit, rel=0.02)
        press(browser, "+")
        press(browser, "0")
        assert board_width(browser) == pytest.approx(fit, rel=0.02)
        press(browser, Keys.END)
        assert_shows(browser, log, current_line(browser))
        assert console_errors(browser) == []
    finally:
        browser.set_window_size(1600, 1000)


def test_np_fold_opens_on_the_line_it_names(browser, tmp_path):
    """Issue #23: the `#@np` fold under a Non-Player's move names the Non-Player, its Arjuna
    cards and dice (np-solitaire.log line 12: `#@np RAJ arjuna B rolls 2 1`), and opening
    it shows that line; opening it does not change the board shown."""
    open_page(browser, tmp_path, REPO / "examples" / "np-solitaire.log")
    fold = browser.find_element("css selector", '#line-13 details.np[data-np-line="12"]')
    summary = fold.find_element("css selector", "summary")
    assert summary.text.startswith("Non-Player RAJ: Arjuna B, dice 2 1")
    line = fold.find_element("css selector", ".npline")
    assert not line.is_displayed()
    state = browser.execute_script("return document.body.getAttribute('data-state')")
    summary.click()
    assert line.is_displayed() and line.text == "12: #@np RAJ arjuna B rolls 2 1"
    assert browser.execute_script("return document.body.getAttribute('data-state')") == state
    assert console_errors(browser) == []
