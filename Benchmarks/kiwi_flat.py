"""The DSL flat workload of issue 5 written straight against kiwisolver, for comparison.

N views in one 1024 x 768 superview, each with left >= 0, right <= 1024, top >= 20,
bottom <= 768 - 40 (required), its left and top equal to a randomly chosen earlier view's plus
a random offset in -20...20 at medium strength, and width == height == 10. The random choices
come from Python's generator, so the system is statistically the same as the Swift
benchmark's, not identical. Times adding every constraint and updateVariables().

    python3 Benchmarks/kiwi_flat.py [N ...] [--runs R]
"""
import random
import sys
import time

import kiwisolver as kiwi


def build(n, seed=42):
    rng = random.Random(seed)
    xs, ys, constraints = [], [], []
    for i in range(n):
        x, y, w, h = kiwi.Variable(), kiwi.Variable(), kiwi.Variable(), kiwi.Variable()
        constraints += [x >= 0, x + w <= 1024, y >= 20, y + h <= 768 - 40]
        if i:
            j = rng.randrange(i)
            dx, dy = rng.randint(-20, 20), rng.randint(-20, 20)
            constraints += [(x == xs[j] + dx) | "medium", (y == ys[j] + dy) | "medium"]
        constraints += [w == 10, h == 10]
        xs.append(x)
        ys.append(y)
    return constraints


def main():
    args = sys.argv[1:]
    usage = "usage: python3 Benchmarks/kiwi_flat.py [N ...] [--runs R]   (default: 100 1000, 3 runs)"
    if "-h" in args or "--help" in args:
        print(usage)
        return
    runs = 3
    try:
        if "--runs" in args:
            at = args.index("--runs")
            runs = int(args[at + 1])
            del args[at:at + 2]
        sizes = [int(a) for a in args] or [100, 1000]
    except (ValueError, IndexError):
        sys.exit(usage)
    if runs < 1 or any(n < 1 for n in sizes):
        sys.exit(usage)
    for n in sizes:
        times = []
        for _ in range(runs):
            constraints = build(n)
            solver = kiwi.Solver()
            start = time.perf_counter()
            for constraint in constraints:
                solver.addConstraint(constraint)
            solver.updateVariables()
            times.append(time.perf_counter() - start)
        times.sort()
        print(f"kiwisolver {kiwi.__version__} flat {n}: median {times[len(times) // 2] * 1000:.1f} ms over {runs} runs")


if __name__ == "__main__":
    main()
