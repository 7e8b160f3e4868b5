"""What a user sees of a game: the board as text tables and JSON (`tables`), as SVG (`board_svg`)
and PNG (`png`), the HTML page of a whole log (`view`, `timeline`, `templates/`), and what
`gandhi status` says (`status`).
"""
