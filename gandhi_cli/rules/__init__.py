"""The rules of chapters 1-7 that a move is checked against: an activity's turn and findings
(`activity`), the steps and their state changes (`steps`), the activities a log may name
(`catalog`: `operations/` 3.0, `special/` 4.0), Events (`events/`, 5.0), a card's sequence of play
(`sequence`, 2.3-2.4), a deck shuffled by hand (`deck`), targeting (`targeting`, 1.4.4), end of
turn (`turn_end`), and the Campaign round (`campaign`, `imperialism`, `campaign_round/`, 6.0).
"""
