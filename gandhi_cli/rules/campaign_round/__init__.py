"""The players' parts of a Campaign round (6.0), as activities a log writes:

`support.py` the Support phase (6.3.1 Imperialism, 6.3.2 Constructive Programme, 6.3.3 Pakistan
Movement, 6.3.4 Secret Societies) and the Congress's Strike choice (6.2.1); `redeploy.py` the
Redeploy phase (6.4.2-6.4.5). The automatic phases are in `campaign.py`; the order of phases is
kept by the replay.
"""

from . import redeploy, support  # noqa: F401
