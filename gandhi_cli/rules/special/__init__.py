"""Special Activities (4.0): one module per faction; `catalog.py` lists them.

`raj.py` Treaty, Govern, Martial Law (4.2); `congress.py` Negotiate, Satyagraha, Persuade (4.3);
`league.py` Negotiate, Infiltrate, Persuade (4.4); `rev.py` Aid, Infiltrate, Assassinate (4.5).
"""

from . import congress, league, raj, rev  # noqa: F401
