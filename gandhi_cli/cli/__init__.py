"""The `gandhi` command (click): the group and what its commands share (`app`), the entry point
(`gandhi`), and one module per group of subcommands: `reference` (scenarios, setup, map, card,
readings), `logs` (validate, state, margins, fmt), `nonplayer` (next, play), `pictures` (board,
view), `status`, `topics` (help).
"""
