"""`python -m gandhi_cli`: the `gandhi` command."""

from gandhi_cli.cli.gandhi import main

main(prog_name="gandhi")
