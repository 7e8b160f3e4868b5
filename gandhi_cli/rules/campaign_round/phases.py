"""The order of a Campaign round (6.0) as the replay meets it: the automatic phases run at the
right moments, and each faction's part must come in its place.

    campaign N                      6.1 Victory, 6.2.1 Strikes (automatic unless Congress must choose)
    INC strikes: ...                only when too few Strike markers are left (6.2.1)
                                    6.2.2-6.2.3 earnings, when the Support phase begins
    RAJ imperialism: ...            6.3.1
    INC constructive-programme: ... 6.3.2, then ML constructive-programme
    ML pakistan-movement: ...       6.3.3
    REV secret-societies: ...       6.3.4
                                    6.3.5 the final round ends the game here; 6.4.1 new Viceroy
    RAJ redeploy: ...               6.4.2, then INC, ML, REV redeploy (6.4.3-6.4.5)
    card N                          6.5 Reset (Restraint and Unity from the Campaign cards left)

Every part is optional; what the rules make mandatory is enforced when its place is passed,
written or not (a Troop left in a Province is paid for, an Activist left on a Railway is
reported and removed).
"""

from __future__ import annotations

from ...model import terms
from ...notation.statements import Pos
from .. import campaign
from ..activity import Turn

ORDER = (  # (faction, part) in the order 6.2-6.4 gives them
    (terms.INC, "strikes"),
    (terms.RAJ, "imperialism"),
    (terms.INC, "constructive-programme"),
    (terms.ML, "constructive-programme"),
    (terms.ML, "pakistan-movement"),
    (terms.REV, "secret-societies"),
    (terms.RAJ, "redeploy"),
    (terms.INC, "redeploy"),
    (terms.ML, "redeploy"),
    (terms.REV, "redeploy"),
)
RULES = {"strikes": "6.2.1", "imperialism": "6.3.1", "constructive-programme": "6.3.2",
         "pakistan-movement": "6.3.3", "secret-societies": "6.3.4", "redeploy": "6.4"}
SUPPORT_END = ORDER.index((terms.RAJ, "redeploy"))  # 6.3.5 and 6.4.1 come before this place


class CampaignRound:
    """One Campaign round being replayed. `replay` is the engine (engine.Engine: findings and players)."""

    def __init__(self, replay, card: int, at: Pos):
        self.replay = replay
        self.state = replay.state
        self.card = card
        self.at = at
        self.place = -1  # index in ORDER of the last part passed
        self.final = campaign.campaign_cards_left(self.state) == 0  # 2.4.2: no Campaign card left
        self.over = False
        self.verdict: campaign.Verdict | None = None  # set when the game ends (over)
        self.strikes_choice = False
        self.earned = False
        self.shared: dict = {}  # Turn.round of every part; "parts" lists those written (CampaignPart.begin)

    def turn(self, faction: str) -> Turn:
        t = self.replay.new_turn(faction)
        t.round = self.shared
        return t

    # ------------------------------------------------------------------ start: 6.1, 6.2.1
    def start(self) -> None:
        verdict = campaign.victory_phase(self.state, self.replay.player_groups(), final=False)
        if verdict.game_over:
            self.end_game(verdict, self.at)
            return
        from .support import strikes_choice_needed

        self.strikes_choice = strikes_choice_needed(self.state)
        if not self.strikes_choice:  # no choice to wait for: the whole Resources phase now (6.2)
            campaign.place_strikes(self.state)
            self.earnings()

    def end_game(self, verdict, at: Pos | None) -> None:
        self.over = True
        self.verdict = verdict
        self.replay.game_over(verdict, at)

    # ------------------------------------------------------------------ the parts in order
    def part(self, faction: str, name: str, at: Pos) -> bool:
        """Called before a faction's part runs: False if it may not run (reported)."""
        if self.over and self.verdict:
            self.replay.violation(at, "6.3.5" if self.verdict.final else "6.1",
                                  f"the game is over ({self.verdict.reason}): no more moves", "statement skipped")
            return False
        key = (faction, name)
        if key not in ORDER:
            return True  # not a Campaign part: the replay reports it
        index = ORDER.index(key)
        if self.written(key):
            pass  # a second one: the part itself reports it (CampaignPart.begin)
        elif index < self.place:
            after = ORDER[self.place]
            self.replay.violation(at, RULES[name], f"{faction} {name} ({RULES[name]}) comes before "
                                  f"{after[0]} {after[1]} ({RULES[after[1]]})", "applied as written")
        else:
            self.pass_to(index, at)
        if self.over:  # this part's place is past the final round's Support phase (6.3.5)
            self.replay.violation(at, "6.3.5", f"the final Campaign round ends the game after its Support phase: "
                                  f"no {name} ({self.verdict.reason if self.verdict else ''})", "statement skipped")
            return False
        return True

    def places_left(self) -> list[int]:
        """The places of ORDER still to come (6.2-6.4): none past the final round's Support phase
        (6.3.5), and Congress's Strikes only when it has a choice to make (6.2.1)."""
        return [i for i in range(self.place + 1, len(ORDER)) if not (self.final and i >= SUPPORT_END)
                and not (ORDER[i][1] == "strikes" and not self.strikes_choice)]

    def written(self, key: tuple[str, str]) -> bool:
        return key in self.shared.get("parts", ())

    def pass_to(self, index: int, at: Pos | None) -> None:
        """Run what the rules make happen between the last place and `index`."""
        while self.place < index and not self.over:
            self.place += 1
            self.leave(self.place - 1, at)
            if self.place == SUPPORT_END:
                self.support_end(at)

    def leave(self, index: int, at: Pos | None) -> None:
        """Leave place `index` (its part written or not): what it makes mandatory."""
        if index < 0:
            return
        faction, name = ORDER[index]
        if name == "strikes":
            if self.strikes_choice and not self.written((faction, name)):
                due = campaign.strike_due(self.state)
                left = self.state.unrest_strike_markers_left()
                self.replay.violation(at or self.at, "6.2.1", f"too few Strike markers ({left}) for the Railways due "
                                      f"({len(due)}): Congress chooses which with 'INC strikes: add strike …'",
                                      f"the first {left} in map order struck")
                campaign.place_strikes(self.state, due[:left])
            self.earnings()
        elif name == "imperialism" and not self.written((faction, name)):
            from .support import imperialism_missing

            imperialism_missing(self.turn(terms.RAJ), at or self.at)  # at the round's line when the log ends
        elif name == "redeploy" and not self.written((faction, name)):
            from .redeploy import railway_leftovers, raj_redeploy_end

            if faction == terms.RAJ:
                raj_redeploy_end(self.turn(terms.RAJ), at)
            else:
                railway_leftovers(self.turn(faction), faction, at)

    def earnings(self) -> None:
        """6.2.2, 6.2.3, once the Strikes are down."""
        if self.earned:
            return
        self.earned = True
        campaign.earnings(self.state)

    def support_end(self, at: Pos | None) -> None:
        """6.3.5: the final round ends here (7.3); otherwise 6.4.1, the new Viceroy."""
        if self.final:
            verdict = campaign.victory_phase(self.state, self.replay.player_groups(), final=True)
            self.end_game(verdict, at or self.at)
            return
        campaign.new_viceroy(self.state)

    # ------------------------------------------------------------------ the end: 6.5
    def finish(self, at: Pos | None) -> bool:
        """Run every place left and the Reset (6.5); True if the card revealed is a Campaign card."""
        self.pass_to(len(ORDER), at)
        if self.over:
            return False
        return campaign.reset_phase(self.state)
