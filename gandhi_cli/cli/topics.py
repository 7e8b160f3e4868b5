"""`gandhi help`: the help topics (the move notation, from the installed package) and each
command's --help (issue #23). Registered on `cli.app.main`."""

from __future__ import annotations

import click

from .app import COMMAND_MODULES, all_commands, main

# A topic: (its file in the shipped docs, one line on what it is).
TOPICS = {"notation": ("notation.md", "the move notation: headers, statements, steps, the canonical form")}


def _complete_topic(ctx: click.Context, _param, incomplete: str) -> list[str]:
    names = sorted(TOPICS) + sorted(COMMAND_MODULES)
    return [n for n in names if n.startswith(incomplete.lower())]


@main.command("help")
@click.argument("topic", required=False, shell_complete=_complete_topic)
@click.pass_context
def help_command(ctx: click.Context, topic: str | None) -> None:
    """Print a help topic (the move notation), or a command's help: `gandhi help COMMAND` is
    `gandhi COMMAND --help`. Without TOPIC, list the topics and the commands.

    \b
    Example:  gandhi help notation
    Example:  gandhi help validate"""
    if topic is None:
        _list_topics()
        return
    if topic in TOPICS:
        from ..io.resources import docs_dir
        from ..io.yamlio import read_text

        click.echo(read_text(docs_dir() / TOPICS[topic][0]), nl=False)
        return
    command = main.get_command(ctx, topic)
    if command is None:
        from difflib import get_close_matches

        from ..io.errors import UnknownNameError

        known = sorted(TOPICS) + sorted(COMMAND_MODULES)
        close = get_close_matches(topic, known, n=3, cutoff=0.6)
        raise UnknownNameError("help topic or command", topic, [repr(c) for c in close])
    parent = ctx.parent if ctx.parent is not None else ctx
    click.echo(command.get_help(click.Context(command, info_name=topic, parent=parent)))


def _list_topics() -> None:
    commands = all_commands()
    width = max(len(n) for n in [*TOPICS, *commands])
    click.echo("Topics (gandhi help TOPIC):")
    for name, (_file, what) in TOPICS.items():
        click.echo(f"  {name:<{width}}  {what}")
    click.echo("\nCommands (gandhi help COMMAND, the same as gandhi COMMAND --help):")
    for name in sorted(commands):
        click.echo(f"  {name:<{width}}  {commands[name].get_short_help_str(limit=70)}")
