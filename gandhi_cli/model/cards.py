"""Card data: the 72 Event cards (5.0) and 7 Campaign cards (2.4, 2.5), translated once into
English in `data/cards/*.yaml`. Faction order and NP icons are not in the texts: each card
records what is known and where from, and says so when it is unknown. Where only part of a
card's order is known (the tutorial shows which of the factions then Eligible chose first),
`order.before` lists the pairs it gives ([A, B]: A's icon is left of B's); `EventCard.precedes`
holds them (all six pairs of a fully known order), and `order_conflict` says which one a whole
order breaks (NP-ORD-1, SEQ-2).
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
    precedes: tuple[tuple[str, str], ...]  # (A, B): A's icon is left of B's (known order or `before`)
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
            precedes = _precedes(c["number"], known, order.get("before"))
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
                precedes=precedes,
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


def _precedes(number, known, before) -> tuple[tuple[str, str], ...]:
    """The (left, right) icon pairs a card's data gives: every pair of a known order, else the
    `before` pairs; refused when a pair names an unknown faction or the pairs contradict each other."""
    if known:
        pairs = [(a, b) for i, a in enumerate(known) for b in known[i + 1:]]
    else:
        pairs = []
        for pair in before or []:
            if not isinstance(pair, list) or len(pair) != 2 or any(f not in terms.FACTIONS for f in pair) \
                    or pair[0] == pair[1]:
                raise InputError(f"card {number}: 'before' takes pairs of two faction codes, got {pair!r}")
            pairs.append((pair[0], pair[1]))
    if pairs and not _orders_with(tuple(pairs)):
        raise InputError(f"card {number}: its order's known pairs contradict each other")
    return tuple(pairs)


def _orders_with(pairs: tuple[tuple[str, str], ...]) -> list[tuple[str, ...]]:
    """Every faction order (left to right) that keeps each pair, in a fixed order."""
    from itertools import permutations

    return [p for p in permutations(terms.FACTIONS) if all(p.index(a) < p.index(b) for a, b in pairs)]


def orders_allowed(number: int) -> list[tuple[str, ...]]:
    """The faction orders card `number`'s data allows (all 24 where it knows nothing)."""
    data = card(number)
    return _orders_with(data.precedes if isinstance(data, EventCard) else ())


def order_conflict(number: int, order: tuple[str, ...]) -> tuple[str, str] | None:
    """The first pair (A, B) of card `number`'s data that `order` breaks (B written left of A)."""
    data = card(number)
    for a, b in data.precedes if isinstance(data, EventCard) else ():
        if a in order and b in order and order.index(b) < order.index(a):
            return a, b
    return None


def bundled_card(number: int) -> EventCard | CampaignCard:
    """Card `number` as the bundled data has it."""
    cards = all_cards()
    if number not in cards:
        raise InputError(f"no card {number}: Event cards are 1-72, Campaign cards 73-79")
    return cards[number]


def card(number: int) -> EventCard | CampaignCard:
    """Card `number`, with the faction order the table's card faces file gives where the bundled
    data does not know it (`model.faces`, issue #32): the provenance names the file and line."""
    data = bundled_card(number)
    if not isinstance(data, EventCard) or data.order:
        return data
    from . import faces

    f = faces.face(number, order_problem)
    if f is None or f.order is None:
        return data
    return _with_order(data, f.order, f"your card faces, {f.where}")


def order_problem(number: int, order: tuple[str, ...]) -> str | None:
    """Why `order` contradicts what the bundled data knows of card `number`'s order (a whole
    order from the tutorial, or a pair of icons), None when it does not."""
    data = bundled_card(number)
    if not isinstance(data, EventCard):
        return None
    if data.order and tuple(data.order) != order:
        return f"card {number}'s order is {' '.join(data.order)} ({data.order_provenance}), not {' '.join(order)}"
    for a, b in data.precedes:
        if order.index(b) < order.index(a):
            return f"card {number}'s {a} icon is left of its {b} icon ({data.order_provenance})"
    return None


@lru_cache(maxsize=128)
def _with_order(data: EventCard, order: tuple[str, ...], provenance: str) -> EventCard:
    from dataclasses import replace

    return replace(data, order=order, precedes=_precedes(data.number, list(order), None),
                   order_provenance=provenance)


def card_label(number: int | None) -> str:
    if number is None:
        return "-"
    c = all_cards().get(number)
    return f"#{number} {c.title}" if c else f"#{number}"
