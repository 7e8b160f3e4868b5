"""A change journal for one step: what `steps.apply` may change, saved before it runs, so a
step the board cannot carry out is undone without copying the whole state (issue #16).

A step changes only the spaces it names (`Args.spaces`, the ends of its route, the space after
`to`) and the state's own scalars and boxes (Gandhi's place, the tracks, Resources, Out of Play,
Jail, Eligibility, the Protest circles, the deck): the GameState verbs touch no other space
(state.py). `Mark.undo()` puts those back in place, so the SpaceState objects stay the same
objects (nothing that holds one sees a stale copy).
"""

from __future__ import annotations

from dataclasses import dataclass

from .state import GameState, SpaceState

# the state's containers a step may change in place; its other fields are replaced, not mutated
_CONTAINERS = ("out_of_play", "jail", "resources", "eligibility", "protest_circles", "deck", "played")


@dataclass
class Mark:
    """The state as it was before a step, for the parts the step may change."""

    state: GameState
    fields: dict
    containers: dict
    spaces: dict[str, dict]

    def undo(self) -> None:
        state = self.state
        state.__dict__.update(self.fields)
        for name, saved in self.containers.items():
            box = getattr(state, name)
            box.clear()
            box.update(saved) if not isinstance(box, list) else box.extend(saved)
        for sid, saved in self.spaces.items():
            state.spaces[sid].__dict__.update(saved)


def mark(state: GameState, space_ids) -> Mark:
    """Save what a step on `space_ids` may change (ids not on the map are left: the step's verb
    refuses them before changing anything)."""
    spaces: dict[str, SpaceState] = state.spaces
    return Mark(state, dict(state.__dict__),
                {name: type(getattr(state, name))(getattr(state, name)) for name in _CONTAINERS},
                {sid: dict(spaces[sid].__dict__) for sid in set(space_ids) if sid in spaces})
