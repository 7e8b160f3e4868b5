"""#64 The Communal Award Solidifies Caste."""

from .. import terms
from .base import BOX_NAMES, Event, RemoveMarker, Replace, Shift, Track, labels
from .where import PROTEST, chosen_by

SHIFT = "Shift up to 3 spaces with Protest markers each 1 level toward Active Opposition"


class ReplaceOrRemove(Replace):
    """"Replace X with Y" (`replace 1 INC UP with 1S`); when none of the replacing kinds is
    Available, the piece is removed instead (5.1.1, 1.4.1: `remove 1 INC UP`)."""

    verbs = ("replace", "remove")

    def accepts(self, ev, step, args):
        if step.verb == "remove":
            return (not args.marker and bool(args.pieces) and all(p.kind in self.kinds for p in args.pieces))
        return super().accepts(ev, step, args)

    def problems(self, ev, step, args):
        if step.verb == "replace":
            return super().problems(ev, step, args)
        out = super(Replace, self).problems(ev, step, args)
        left = [k for k in self.with_kinds if ev.state.available(k)]
        if left:
            out.append(f"removed instead of replaced only when no replacement is Available (5.1.1): "
                       f"{labels(left)} Available")
        if args.dest not in (None, terms.AVAILABLE):
            out.append(f"removed pieces go to Available, not {BOX_NAMES.get(args.dest, args.dest)} (5.1.3)")
        return out


class Unshaded(Event):
    """Replace up to 3 Congress Activists with Sepoys, Muslim League Activists, or Guerrillas
    (`replace 2 INC UP with 1S 1 ML`). Shift Unity -1."""

    def text(self):
        return [ReplaceOrRemove("Replace up to 3 Congress Activists with Sepoys, Muslim League Activists, "
                                "or Guerrillas", (terms.INC_ACTIVISTS,),
                                (terms.SEPOYS, terms.ML_ACTIVISTS, terms.GUERRILLAS), up_to=3),
                Track("Shift Unity -1", "unity", by=-1)]


class Shaded(Event):
    """Shift up to 3 spaces with Protest markers each 1 level toward Active Opposition, then
    remove the Protest markers [from the spaces shifted] (`shift UP -1; shift Bihar -1; remove
    protest UP; remove protest Bihar`)."""

    def text(self):
        return [Shift(SHIFT, -1, up_to=3, per_space=1, where=PROTEST),
                RemoveMarker("then remove the Protest markers", "protest", per_space=1,
                             n=lambda ev: len(ev.spaces_of(SHIFT)), where=chosen_by(SHIFT) & PROTEST)]
