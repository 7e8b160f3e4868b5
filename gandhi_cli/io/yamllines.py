"""Line numbers for values inside a YAML document, so data errors can say where they are.

`yaml.compose` builds the node tree with the safe loader (no objects are constructed); we walk
it once and record the 1-based line of every mapping value and list item by its key path. An
alias is not walked into again (the node is shared), so the walk is as long as the text.
"""

from __future__ import annotations


def line_index(text: str) -> dict[tuple, int]:
    """Map key paths such as ("spaces", 3, "pop") to 1-based line numbers."""
    import yaml

    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return {}
    index: dict[tuple, int] = {}
    if root is not None:
        _walk(root, (), index, set())
    return index


def _walk(node, path: tuple, index: dict, seen: set[int]) -> None:
    import yaml

    index[path] = node.start_mark.line + 1
    if id(node) in seen:  # an alias: its node was walked where its anchor is
        return
    seen.add(id(node))
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
            index.setdefault(path + (key,), value_node.start_mark.line + 1)
            _walk(value_node, path + (key,), index, seen)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _walk(item, path + (i,), index, seen)


def nearest_line(index: dict[tuple, int], path: tuple) -> int | None:
    """The line of `path`, or of its closest ancestor that has one."""
    while True:
        if path in index:
            return index[path]
        if not path:
            return None
        path = path[:-1]
