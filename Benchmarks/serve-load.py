#!/usr/bin/env python3
"""Load on `letterfun serve`, on loopback only, bounded in time; beside the CLI's folder speed.

Starts the release letterfun-server on a free loopback port, then CLIENTS threads post the
shared screenshots that hold a board (round robin) to /api/solve for SECONDS seconds, each on
its own keep-alive connection. Reports requests/s, p50/p99 latency, errors (any answer but
200, or a dropped connection) and the server's peak memory (VmHWM); then times
`letterfun solve --json` on a folder of the same files and gives the server's share of it.

usage: Benchmarks/serve-load.py [--clients 8] [--seconds 20] [--bin .build/release]
  [--server Server/.build/release/letterfun-server]
Build first: swift build -c release --product letterfun; swift build -c release --package-path Server
(the server's release build took 11 min from scratch on the busy 2-core machine)
"""
import argparse
import http.client
import json
import os
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "screenshots")


def percentile(sorted_values, p):
    if not sorted_values:
        return float("nan")
    k = min(len(sorted_values) - 1, int(round(p / 100 * (len(sorted_values) - 1))))
    return sorted_values[k]


def client(port, bodies, offset, deadline, latencies, errors, lock):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    i = offset
    mine, bad = [], 0
    while time.monotonic() < deadline:
        body = bodies[i % len(bodies)]
        i += 1
        started = time.monotonic()
        try:
            conn.request("POST", "/api/solve?limit=20", body=body,
                         headers={"Content-Type": "application/octet-stream"})
            response = conn.getresponse()
            response.read()
            if response.status != 200:
                bad += 1
            else:
                mine.append(time.monotonic() - started)
        except (OSError, http.client.HTTPException):
            bad += 1
            conn.close()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.close()
    with lock:
        latencies.extend(mine)
        errors[0] += bad


def peak_rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build/release"),
                        help="folder of the release letterfun")
    parser.add_argument("--server", default=os.path.join(ROOT, "Server/.build/release/letterfun-server"))
    parser.add_argument("--cli-runs", type=int, default=5)
    args = parser.parse_args()
    labels = json.load(open(os.path.join(SHARED, "labels.json")))
    files = [os.path.join(SHARED, e["file"]) for e in labels if e["expect"] == "board"]
    bodies = [open(f, "rb").read() for f in files]

    server = subprocess.Popen(
        [args.server, "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline()
        port = int(line.split("http://127.0.0.1:", 1)[1].split("/", 1)[0])
        latencies, errors, lock = [], [0], threading.Lock()
        # One warm-up request, so the first timed one does not pay for page faults alone.
        warm = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        warm.request("POST", "/api/solve", body=bodies[0])
        warm.getresponse().read()
        warm.close()
        started = time.monotonic()
        deadline = started + args.seconds
        threads = [threading.Thread(target=client, args=(port, bodies, n * 7, deadline, latencies,
                                                         errors, lock)) for n in range(args.clients)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        elapsed = time.monotonic() - started
        rss = peak_rss_mb(server.pid)
    finally:
        server.terminate()
        server.wait(timeout=10)
    latencies.sort()
    rate = len(latencies) / elapsed
    print(f"server: {args.clients} clients for {elapsed:.1f} s: {len(latencies)} boards, "
          f"{rate:.1f} requests/s, p50 {percentile(latencies, 50) * 1000:.1f} ms, "
          f"p99 {percentile(latencies, 99) * 1000:.1f} ms, {errors[0]} errors, "
          f"peak RSS {rss:.0f} MB")

    # The CLI on a folder of the same files, best of a few runs.
    with tempfile.TemporaryDirectory() as folder:
        for f in files:
            os.symlink(f, os.path.join(folder, os.path.basename(f)))
        best = None
        for _ in range(args.cli_runs):
            t0 = time.monotonic()
            subprocess.run([os.path.join(args.bin, "letterfun"), "solve", "--json", folder],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            t = time.monotonic() - t0
            best = t if best is None else min(best, t)
    cli_rate = len(files) / best
    print(f"cli: letterfun solve --json on {len(files)} files: best of {args.cli_runs} "
          f"{best * 1000:.0f} ms, {cli_rate:.1f} files/s")
    print(f"server / cli: {rate / cli_rate * 100:.0f}%")
    return 1 if errors[0] else 0


if __name__ == "__main__":
    sys.exit(main())
