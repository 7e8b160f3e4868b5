"""`simulate --executor dask --address` at something that is not a Dask scheduler (issue #35,
item 15).

`gandhi simulate --help` promises exit 2 with a message for "an unreachable Dask scheduler, or
one that does not answer as a Dask scheduler within 10 s": a server that says nothing waited for
minutes, one that answers garbage gave MemoryError (exit 3), `tls://` without TLS settings a
TypeError (exit 3). Each server here is started by the test on 127.0.0.1 (loopback only), and
each run is bounded.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
BOUND = 40  # seconds: the promised 10 s, the start-up and a loaded machine


@contextmanager
def server(garbage: bytes | None) -> Iterator[str]:
    """A TCP server on 127.0.0.1 that accepts every connection and sends `garbage` (or nothing),
    then keeps it open, silent; its address; closed at the end."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(8)
    sock.settimeout(0.2)
    stop = threading.Event()
    conns: list[socket.socket] = []

    def serve() -> None:
        while not stop.is_set():
            try:
                conn, _ = sock.accept()
            except OSError:
                continue
            conns.append(conn)
            if garbage:
                try:
                    conn.sendall(garbage)
                except OSError:
                    pass

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield f"tcp://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        stop.set()
        thread.join(5)
        for conn in conns:
            conn.close()
        sock.close()


def simulate(address: str, tmp_path: Path) -> tuple[subprocess.CompletedProcess, float]:
    pytest.importorskip("distributed")
    start = time.monotonic()
    out = subprocess.run([sys.executable, "-m", "gandhi_cli", "simulate", "short", "--games", "1", "-o",
                          str(tmp_path / "r.jsonl"), "--executor", "dask", "--address", address],
                         capture_output=True, text=True, timeout=BOUND + 30,
                         env={**os.environ, "PYTHONPATH": str(REPO)})
    return out, time.monotonic() - start


def test_a_silent_server_is_refused_within_the_bound(tmp_path):
    """simulate --help: a server that accepts and never answers is refused within 10 s (and the
    start-up): exit 2, one message, no results file left."""
    with server(None) as address:
        out, took = simulate(address, tmp_path)
    assert out.returncode == 2, out.stderr
    assert took < BOUND
    assert f"gandhi: error: {address}: no Dask scheduler answered within 10 s" in out.stderr
    assert not (tmp_path / "r.jsonl").exists()


def test_a_server_speaking_garbage_is_refused(tmp_path):
    """simulate --help: what answers but is not a Dask scheduler is exit 2 with a message (not a
    MemoryError, exit 3)."""
    with server(b"\xff" * 64 + b"HTTP/1.1 400 Bad Request\r\n\r\n") as address:
        out, took = simulate(address, tmp_path)
    assert out.returncode == 2, out.stderr
    assert took < BOUND
    assert out.stderr.startswith(f"gandhi: error: {address}: ") and "internal error" not in out.stderr
    assert len(out.stderr.splitlines()) == 1


def test_a_tls_address_without_tls_settings_is_a_message(tmp_path):
    """simulate --help: tls:// without Dask's TLS settings is exit 2 with a message, not a
    TypeError (exit 3)."""
    with server(None) as address:
        out, _ = simulate(address.replace("tcp://", "tls://"), tmp_path)
    assert out.returncode == 2, out.stderr
    assert "needs Dask's TLS settings" in out.stderr


@pytest.mark.parametrize("address", ["tcp://127.0.0.1:", "tcp://127.0.0.1:99999", "127.0.0.1:8786",
                                     "http://127.0.0.1:8786"])
def test_an_address_that_is_not_one_is_refused_before_anything(tmp_path, address):
    """simulate --help (`--address tcp://HOST:PORT`): a malformed address is exit 2, saying how
    to write one."""
    out, _ = simulate(address, tmp_path)
    assert out.returncode == 2, out.stderr
    assert "write tcp://HOST:PORT" in out.stderr
