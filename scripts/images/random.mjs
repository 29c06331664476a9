/**
 * Seeded randomness. Every choice the generator makes (layout, materials, time of day, grain)
 * comes from one of these generators, so a manifest entry always gives the same picture.
 * The bottom layer of scripts/images/: imports nothing.
 */

/** mulberry32: tiny, fast, good-enough 32-bit PRNG. Returns floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers are used as-is, strings are hashed (FNV-1a). */
export function hashSeed(value) {
  if (typeof value === "number") return value >>> 0;
  let h = 0x811c9dc5;
  for (const ch of String(value)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

export function createRandom(seed) {
  const next = mulberry32(seed);
  const range = (a, b) => a + (b - a) * next();
  return {
    next,
    range,
    int: (a, b) => Math.floor(range(a, b + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** Weighted pick from [[value, weight], ...]. */
    weighted(entries) {
      let t = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [value, w] of entries) if ((t -= w) <= 0) return value;
      return entries[entries.length - 1][0];
    },
  };
}
