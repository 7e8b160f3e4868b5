"""The build step beside pyproject.toml: the wheel gets the notation's parser generated ahead of
time (grammar/standalone.py, issue #31), so an installed command never builds Lark's tables, not
even the first one after the install. An editable install keeps building them at run time (cached)."""

import importlib.util
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _standalone():
    spec = importlib.util.spec_from_file_location("gandhi_standalone", HERE / "grammar" / "standalone.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildPyWithParser(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return
        _standalone().write(HERE / "grammar" / "gandhi.lark", Path(self.build_lib) / "gandhi_cli" / "notation")


setup(cmdclass={"build_py": BuildPyWithParser})
