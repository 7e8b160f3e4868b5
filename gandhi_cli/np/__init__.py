"""The Arjuna Non-Player system (chapter 8): how a faction no player holds chooses and writes its
move.

The six components of the system (8.1.1) — NP Eligibility chart, Arjuna deck, Space Selection
Priority tables, Movement Priorities, Opposing Piece Priority, Random Spaces map — are data files
in `data/` and the modules below.

Layout (each module owns one part of chapter 8):
- `decision.py`   the `Decision` a Non-Player move is built in: board, dice, explanation (8.1).
- `eligibility.py` the NP Eligibility chart: Event, Operation only, Limited Op, Op + SA, Pass (8.2.1).
- `select.py`    the Space Selection Priority tables, random spaces and railways (8.4.1, 8.1.2, 8.1.3).
- `adversary.py` the Opposing Piece Priority (8.5).
- `arjuna.py`    the Arjuna deck and the reading of a card's flow (8.3); the cards are data in
                 `data/arjuna/*.yaml`.
- `raj.py`, `congress.py`, `league.py`, `rev.py`  each faction's NP Operations and Special
                 Activities (8.6.3-8.6.6, 8.7.1-8.7.4) and its Arjuna cards' checks.
- `events.py`    NP Events: Critical, Effective, shaded or unshaded, spaces chosen (8.8).
- `campaign.py`  NP parts of a Campaign round (8.9) and the Crisis cubes (8.1.4).
- `driver.py`    plays a log forward: whose move it is, the NP's move as notation (`gandhi next`,
                 `gandhi play`).

Every move is produced as notation text and checked by the same replay that validates logs, so a
Non-Player never writes an illegal move: what the replay refuses is dropped and the next choice
tried, and the explanation says so.
"""
