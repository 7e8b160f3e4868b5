"""The user's cache directory for gandhi-cli (`$XDG_CACHE_HOME/gandhi-cli`, else
`~/.cache/gandhi-cli`), and a content-addressed store of parsed data files.

Only derived data goes here, keyed by a hash of its source, so a stale or damaged entry is never
used: the LALR tables of the notation grammar (`notation.parser`) and parsed YAML documents as
JSON (`yamlio.parse_yaml`), which load ~40 times faster than the YAML itself. Without a writable
cache directory everything still works, just slower; `GANDHI_NO_CACHE=1` turns the cache off
(nothing read from it, nothing written).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from .errors import GandhiError

MIN_CACHED_SIZE = 0  # every file: a hit spares importing PyYAML at all (~20 ms a command, issue #31)


def cache_dir() -> Path | None:
    """The cache directory (created if missing), or None: turned off or not writable."""
    if os.environ.get("GANDHI_NO_CACHE"):
        return None
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "gandhi-cli"
    try:
        base.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return base


def _entry(text: str) -> Path | None:
    base = cache_dir() if len(text) >= MIN_CACHED_SIZE else None
    if base is None:
        return None
    return base / f"yaml-{hashlib.sha256(text.encode('utf-8', 'surrogatepass')).hexdigest()[:24]}.json"


def get_parsed(text: str):
    """The cached parse of `text`, or None."""
    path = _entry(text)
    if path is None:
        return None
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def put_parsed(text: str, doc) -> None:
    """Store a parse when JSON gives it back unchanged (no int keys, no dates)."""
    path = _entry(text)
    if path is None or doc is None:
        return
    try:
        data = json.dumps(doc, ensure_ascii=False)
        if json.loads(data) != doc:
            return
        from .safewrite import write_text

        write_text(path, data)
    except (OSError, TypeError, ValueError, GandhiError):  # e.g. an entry that is not a regular file
        pass


def _log_entry(name: str) -> Path | None:
    base = cache_dir()
    if base is None:
        return None
    where = os.path.abspath(name)
    return base / f"log-{hashlib.sha256(where.encode('utf-8', 'surrogatepass')).hexdigest()[:24]}.json"


def get_chunks(name: str, key: str) -> dict:
    """The statements of the log `name` as a parse stored them (`notation.parse`: statement text ->
    its encoding), or {}: none stored, stored by another version of the parser (`key`), or an
    entry whose checksum does not match its content (damaged, or edited by hand)."""
    path = _log_entry(name)
    if path is None:
        return {}
    try:
        digest, _, payload = path.read_text(encoding="utf-8").partition("\n")
        if hashlib.sha256(payload.encode("utf-8", "surrogatepass")).hexdigest() != digest:
            return {}
        data = json.loads(payload)
        if not isinstance(data, dict) or data.get("key") != key or data.get("log") != os.path.abspath(name):
            return {}
        chunks = data.get("chunks")
        return chunks if isinstance(chunks, dict) else {}
    except (OSError, ValueError):
        return {}


def put_chunks(name: str, key: str, chunks: dict) -> None:
    """Store the statements of the log `name` (`get_chunks`), with a checksum of the entry."""
    path = _log_entry(name)
    if path is None:
        return
    try:
        payload = json.dumps({"key": key, "log": os.path.abspath(name), "chunks": chunks}, ensure_ascii=False,
                             separators=(",", ":"))
        digest = hashlib.sha256(payload.encode("utf-8", "surrogatepass")).hexdigest()
        from .safewrite import write_text

        write_text(path, digest + "\n" + payload)
    except (OSError, TypeError, ValueError, GandhiError):  # e.g. an entry that is not a regular file
        pass
