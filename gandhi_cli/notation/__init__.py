"""The move notation (docs/notation.md; grammar in grammar/gandhi.lark): a log parsed into
statements with their positions (`statements`, `parse`), written back in canonical form (`fmt`),
and turned into typed, position-free Actions (`actions`) and back (`convert`).
"""
