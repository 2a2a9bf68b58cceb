/**
 * One seeded generator (mulberry32) for every generated fixture, fuzz case and
 * bench corpus: small, fast, and the same sequence on every run for a seed, so a
 * failure names a case that can be replayed.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The helpers most generators want on top of it. */
export function seeded(seed: number) {
  const next = seededRandom(seed);
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(xs: readonly T[]): T => xs[int(xs.length)]!,
    bytes: (n: number) => Buffer.from(Array.from({ length: n }, () => int(256))),
  };
}
