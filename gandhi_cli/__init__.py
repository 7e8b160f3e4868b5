"""gandhi-cli: a referee for GMT's Gandhi (COIN Series Vol. IX).

The package owns the board data (`data/`), the game state (`state`), scenarios (`scenario`),
victory (`victory`) and the `gandhi` command line (`cli`).
"""

__version__ = "0.1.0"
