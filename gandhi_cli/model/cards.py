"""Card data: the 72 Event cards (5.0) and 7 Campaign cards (2.4, 2.5), translated once into
English in `data/cards/*.yaml`. Faction order and NP icons are not in the texts: each card
records what is known and where from, and says so when it is unknown.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..io.errors import InputError
from ..io.resources import data_dir
from ..io.yamlio import load_yaml
from . import terms

EVENT_FILES = ("events-01-36.yaml", "events-37-72.yaml")


@dataclass(frozen=True)
class EventText:
    flavour: str
    text: str


@dataclass(frozen=True)
class EventCard:
    number: int
    title: str
    title_it: str
    source: str
    unshaded: EventText
    shaded: EventText | None
    order: tuple[str, ...] | None  # left-to-right faction order, when fully known
    order_first: str | None
    order_facts: tuple[str, ...]
    order_provenance: str
    np_icon_facts: tuple[str, ...]
    notes: tuple[str, ...]

    is_campaign = False


@dataclass(frozen=True)
class CampaignCard:
    number: int
    viceroy: str
    office: str
    source: str
    capability_name: str
    capability_text: str
    np_note: str | None
    notes: tuple[str, ...]

    is_campaign = True

    @property
    def title(self) -> str:
        return f"Campaign! {self.viceroy}"


def _text(raw) -> EventText:
    return EventText(flavour=str(raw.get("flavour") or ""), text=str(raw["text"]))


@lru_cache(maxsize=1)
def all_cards() -> dict[int, EventCard | CampaignCard]:
    cards: dict[int, EventCard | CampaignCard] = {}
    for name in EVENT_FILES:
        for c in load_yaml(data_dir() / "cards" / name)["cards"]:
            order = c.get("order") or {}
            known = order.get("known")
            for code in (known or []) + ([order["first"]] if order.get("first") else []):
                if code not in terms.FACTIONS:
                    raise InputError(f"card {c['number']}: unknown faction code {code!r} in its order")
            icons = c.get("np_icons") or {}
            if c.get("unshaded") is None:
                raise InputError(f"card {c['number']}: no unshaded text")
            cards[int(c["number"])] = EventCard(
                number=int(c["number"]),
                title=c["title"],
                title_it=c.get("title_it", ""),
                source=c.get("source", ""),
                unshaded=_text(c["unshaded"]),
                shaded=_text(c["shaded"]) if c.get("shaded") is not None else None,
                order=tuple(known) if known else None,
                order_first=order.get("first"),
                order_facts=tuple(order.get("facts") or ()),
                order_provenance=order.get("provenance", "unknown"),
                np_icon_facts=tuple(icons.get("facts") or ()),
                notes=tuple(c.get("translation_notes") or ()),
            )
    for c in load_yaml(data_dir() / "cards" / "campaigns.yaml")["campaigns"]:
        cap = c.get("capability") or {}
        cards[int(c["number"])] = CampaignCard(
            number=int(c["number"]),
            viceroy=c["viceroy"],
            office=c.get("office", ""),
            source=c.get("source", ""),
            capability_name=cap.get("name", ""),
            capability_text=cap.get("text", ""),
            np_note=c.get("np_note"),
            notes=tuple(c.get("translation_notes") or ()),
        )
    return cards


def card(number: int) -> EventCard | CampaignCard:
    cards = all_cards()
    if number not in cards:
        raise InputError(f"no card {number}: Event cards are 1-72, Campaign cards 73-79")
    return cards[number]


def card_label(number: int | None) -> str:
    if number is None:
        return "-"
    c = all_cards().get(number)
    return f"#{number} {c.title}" if c else f"#{number}"
