"""The `gandhi` command (entry point `gandhi_cli.cli.gandhi:main`): the group of `cli.app` with
every subcommand registered, one module per group of subcommands."""

from __future__ import annotations

from . import (  # noqa: F401 (each registers its commands on main)
    desk,
    logs,
    nonplayer,
    pictures,
    reference,
    simulate,
    status,
    table,
    topics,
)
from .app import main

if __name__ == "__main__":  # pragma: no cover
    main()

__all__ = ["main"]
