"""SVG to PNG through a maintained converter, never rasterised by hand: CairoSVG (the `png`
extra; it needs the system cairo library) or, failing that, `rsvg-convert` (Debian's
librsvg2-bin). Neither present: one clear message and exit 2."""

from __future__ import annotations

import shutil
import subprocess

from ..io.errors import InputError

MISSING = ("PNG output needs a converter: pip install 'gandhi-cli[png]' (CairoSVG; it needs the system "
           "cairo library, e.g. apt-get install libcairo2) or apt-get install librsvg2-bin (rsvg-convert); "
           "write .svg instead to need neither")


def _cairosvg():
    try:
        import cairosvg
    except (ImportError, OSError):  # OSError: the Python package is there but libcairo is not
        return None
    return cairosvg


def svg_to_png(svg: str, scale: float = 1.00) -> bytes:
    """The PNG of an SVG document (`scale` 2 doubles the pixels)."""
    cairosvg = _cairosvg()
    if cairosvg is not None:
        return cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale)
    rsvg = shutil.which("rsvg-convert")
    if rsvg is not None:
        done = subprocess.run([rsvg, "--format", "png", "--zoom", str(scale)], input=svg.encode("utf-8"),
                              capture_output=True, check=False)
        if done.returncode == 0:
            return done.stdout
        raise InputError(f"rsvg-convert failed: {done.stderr.decode('utf-8', 'replace').strip()[:200]}")
    raise InputError(MISSING)
