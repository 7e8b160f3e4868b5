"""The `gandhi` command (entry point `gandhi_cli.cli.gandhi:main`): the group of `cli.app`, whose
commands are loaded as they are asked for (`app.COMMAND_MODULES`: one module per group of
commands)."""

from __future__ import annotations

from .app import main

if __name__ == "__main__":  # pragma: no cover
    main()

__all__ = ["main"]
