"""Operations (3.0): one module per faction's set; `catalog.py` lists them.

`raj.py` Deploy, Garrison, Sweep, Assault (3.2); `nv.py` Rally, Demonstrate, Civil
Disobedience, Non-Cooperation for Congress and the Muslim League (3.3); `rev.py` Rally, March,
Attack, Unrest (3.4).
"""

from . import nv, raj, rev  # noqa: F401
