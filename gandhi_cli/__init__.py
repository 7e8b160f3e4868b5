"""gandhi-cli: a referee for GMT's Gandhi (COIN Series Vol. IX).

One folder per layer, each importing only the ones below it (docs/architecture.md; enforced by
tests/test_architecture.py), from the bottom up:

- `io/`        errors and exit codes, bounded reads, safe writes, YAML, the cache, shipped files
- `model/`     the game's terms, map, forces, cards, readings, scenarios, state and its journal, victory
- `notation/`  the move notation: parsed statements with positions, parse, fmt, typed Actions
- `rules/`     the rules of chapters 1-7: Operations, Special Activities, Events, sequence, Campaign
- `core/`      the rules engine, the `Game` (push, pop, due, legal) and the replay of a log
- `np/`        the Non-Players (chapter 8)       `render/`  text, SVG, PNG, the view page, status
- `cli/`       the `gandhi` command

The data files are in `data/` (map, forces, tracks, readings, cards) and `np/data/`.
"""

__version__ = "0.1.0"
