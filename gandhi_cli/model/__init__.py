"""The game's things and their state, with no rule of play: the vocabulary (`terms`), the map
(`mapdata`, checked by `mapcheck`), the forces and the Protest table (`forces`), the cards
(`cards`), the readings a table may choose (`readings`), the scenarios and the deck (`scenario`),
the board and boxes with the verbs that change them (`state`), their undo journals (`journal`)
and the victory totals and margins (`victory`).
"""
