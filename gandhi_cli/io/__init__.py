"""Files and messages, below every rule of the game: the errors a user sees and their exit codes
(`errors`), how values read from a file are quoted (`quoting`), bounded reads of regular files
(`boundedread`), atomic and locked writes (`safewrite`), safe YAML with bounds and line numbers
(`yamlio`, `yamllines`), the parse cache (`cachedir`) and where the shipped files are (`resources`).
"""
