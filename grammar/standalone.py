"""The notation's LALR parser generated ahead of time (issue #31): Lark's standalone tool writes
a Python module holding the parse tables and the small runtime that reads them, so a command
neither imports Lark nor builds (or loads) its tables.

`setup.py` calls `write` when the wheel is built, into `gandhi_cli/notation/_standalone_parser.py`
(not in the repository: only in what is installed); `gandhi_cli.notation.parse.parser` uses that
module when its `GRAMMAR_SHA256` is the hash of the grammar installed beside it, and builds the
parser with Lark (tables cached in the user's cache folder) otherwise, as in a source checkout.
`parse` builds its fallback Lark parser with OPTIONS too (`parse.generator`).
"""

from __future__ import annotations

import hashlib
import io
from pathlib import Path

MODULE = "_standalone_parser.py"
OPTIONS = {"parser": "lalr", "lexer": "contextual", "propagate_positions": True}


def grammar_hash(grammar: str) -> str:
    return hashlib.sha256(grammar.encode("utf-8")).hexdigest()


def source(grammar: str) -> str:
    """The standalone parser module for `grammar`, its hash recorded at the end."""
    from lark import Lark
    from lark.tools.standalone import gen_standalone

    out = io.StringIO()
    gen_standalone(Lark(grammar, **OPTIONS), out=out)
    return out.getvalue() + f"\nGRAMMAR_SHA256 = {grammar_hash(grammar)!r}\n"


def write(grammar_file: Path, target_dir: Path) -> Path:
    target = target_dir / MODULE
    target.write_text(source(grammar_file.read_text(encoding="utf-8")), encoding="utf-8")
    return target
