"""The catalog of activities a log may name (3.0 Operations, 4.0 Special Activities, 6.0 the
players' Campaign parts): finds the class of one by faction and name.

It sits above the activity modules: they derive from `activity.Activity` and know nothing of the
catalog; the replay asks the catalog. To add an Operation or a Special Activity, write its class
(`operations/`, `special/`, `campaign_round/`) and list it in `_classes` below. The modules are
imported on the first look-up, so start-up stays lean.
"""

from __future__ import annotations

from ..model.terms import ActivityKind
from .activity import Activity

_TABLE: dict[tuple[str, str], type[Activity]] = {}


def _classes() -> list[type[Activity]]:
    """Every activity a log may name, in the order the messages list them."""
    from .campaign_round import redeploy, support
    from .operations import nv, raj as raj_ops, rev as rev_ops
    from .special import congress, league, raj as raj_sa, rev as rev_sa

    return [
        support.Strikes, support.Imperialism, support.ConstructiveProgramme, support.PakistanMovement,
        support.SecretSocieties, redeploy.RajRedeploy, redeploy.FactionRedeploy,
        nv.Rally, nv.Demonstrate, nv.CivilDisobedience, nv.NonCooperation,
        raj_ops.Deploy, raj_ops.Garrison, raj_ops.Sweep, raj_ops.Assault,
        rev_ops.Rally, rev_ops.March, rev_ops.Attack, rev_ops.Unrest,
        congress.Negotiate, congress.Satyagraha, congress.Persuade,
        league.Negotiate, league.Infiltrate, league.Persuade,
        raj_sa.Treaty, raj_sa.Govern, raj_sa.MartialLaw,
        rev_sa.Aid, rev_sa.Infiltrate, rev_sa.Assassinate,
    ]


def table() -> dict[tuple[str, str], type[Activity]]:
    """(faction, name) -> the activity's class; built once."""
    if not _TABLE:
        built: dict[tuple[str, str], type[Activity]] = {}
        for cls in _classes():
            for faction in cls.factions:
                key = (faction, cls.name)
                if key in built:
                    raise ValueError(f"{key} listed twice")
                built[key] = cls
        _TABLE.update(built)
    return _TABLE


def find(faction: str, name: str) -> type[Activity] | None:
    """The Operation, Special Activity or Campaign part `name` of `faction`, or None."""
    return table().get((faction, name))


def names(faction: str, kind: ActivityKind | str) -> list[str]:
    """The names of `faction`'s activities of one kind, in catalog order."""
    return [name for (f, name), cls in table().items() if f == faction and cls.kind == kind]
