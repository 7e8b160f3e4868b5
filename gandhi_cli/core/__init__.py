"""The Game core: the rules engine that feeds a statement to the rules (`engine`), the `Game`
that pushes and pops statements and says what is due and what is legal (`game`), and the replay
of a whole log (`replay`). Validator, Non-Players and command line all go through it.
"""
