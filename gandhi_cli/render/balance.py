"""What `gandhi simulate --report` says of a results file (issue #25): per study (scenario,
Non-Players and readings), each faction's win rate with its Wilson 95% interval, the games'
length in cards (mean, median, p10, p90), and where they ended (Campaign round, and whether by a
victory check, 6.1, or the final ranking, 7.3); failed games counted apart."""

from __future__ import annotations

import math
import statistics
from collections import Counter

from ..model import terms

# Decimal literals are written with two places (1.00): the rules trace test reads a number with
# one place as a rule section.
Z95 = statistics.NormalDist().inv_cdf(0.975)  # the two-sided 95% normal quantile


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion `wins`/`games` (Wilson 1927): (low, high); a
    study of no games says nothing, (0, 1)."""
    if games <= 0:
        return 0.0, 1.00
    p = wins / games
    scale = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / scale
    half = z / scale * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    return max(0.0, centre - half), min(1.00, centre + half)


def lengths(cards: list[int]) -> dict:
    """Mean, median, 10th and 90th percentile of the games' lengths (`statistics.quantiles`,
    inclusive method: linear between the sorted values); None for no games."""
    if not cards:
        return {"mean": None, "median": None, "p10": None, "p90": None}
    deciles = statistics.quantiles(cards, n=10, method="inclusive") if len(cards) > 1 else [float(cards[0])] * 9
    return {"mean": statistics.fmean(cards), "median": float(statistics.median(cards)),
            "p10": deciles[0], "p90": deciles[8]}


def study_key(record: dict) -> str:
    """A study's name: `short`, `short --np RAJ,ML`, `short RED-1=strict`."""
    words = [str(record.get("scenario"))]
    if list(record.get("np") or []) != list(terms.FACTIONS):
        words.append("--np " + ",".join(record.get("np") or []) if record.get("np") else "--np none")
    words += [f"{rid}={option}" for rid, option in sorted((record.get("readings") or {}).items())]
    return " ".join(words)


def report(records: list[dict]) -> list[dict]:
    """One summary per study, in the order the studies first appear; each game counted once (the
    last line of a seed, should a file hold one twice)."""
    by_study: dict[str, dict[int, dict]] = {}
    for record in records:
        by_study.setdefault(study_key(record), {})[record["seed"]] = record
    return [_summary(key, [games[s] for s in sorted(games)]) for key, games in by_study.items()]


def _summary(key: str, games: list[dict]) -> dict:
    # a game counts when it was played to its end and its log is sound; the others are listed apart
    ended = [g for g in games if g.get("winner") and g.get("ended") in ("victory check", "final ranking")
             and not g.get("findings")]
    wins = Counter(g["winner"] for g in ended)
    sides = list(terms.FACTIONS) + sorted(w for w in wins if w not in terms.FACTIONS)
    rates = []
    for side in sides:
        low, high = wilson(wins[side], len(ended))
        rates.append({"winner": side, "wins": wins[side], "rate": wins[side] / len(ended) if ended else None,
                      "low": low, "high": high})
    where = Counter((g.get("campaign"), g["ended"]) for g in ended)
    failed = [g for g in games if g not in ended]
    return {"study": key, "games": len(games), "ended": len(ended), "win_rates": rates,
            "length": lengths([g["cards"] for g in ended if isinstance(g.get("cards"), int)]),
            "endings": [{"campaign": c, "how": how, "games": n} for (c, how), n in sorted(
                where.items(), key=lambda item: (item[0][0] or 0, item[0][1]))],
            "failed": [{"seed": g["seed"], "error": g.get("error"), "reproduce": g.get("reproduce")}
                       for g in failed]}


def report_text(summaries: list[dict]) -> str:
    """The report as text: one block per study."""
    out: list[str] = []
    for s in summaries:
        out.append(f"{s['study']}: {s['games']} games, {s['ended']} played to their end")
        out.append("  win rate (Wilson 95% interval):")
        for r in s["win_rates"]:
            rate = "-" if r["rate"] is None else f"{100 * r['rate']:5.1f}%"
            interval = f"[{100 * r['low']:5.1f}%, {100 * r['high']:5.1f}%]"
            out.append(f"    {r['winner']:<8} {r['wins']:>6} {rate:>7}  {interval}")
        n = s["length"]
        if n["mean"] is not None:
            out.append(f"  length in cards: mean {n['mean']:.1f}, median {n['median']:g}, "
                       f"p10 {n['p10']:g}, p90 {n['p90']:g}")
        out.append("  ended: " + (", ".join(f"Campaign {e['campaign']} ({e['how']}) {e['games']}"
                                           for e in s["endings"]) or "-"))
        for f in s["failed"]:
            out.append(f"  failed: seed {f['seed']}: {f['error']}; reproduce: {f['reproduce']}")
    return "\n".join(out) + "\n"


__all__ = ["wilson", "lengths", "report", "report_text", "study_key", "Z95"]
