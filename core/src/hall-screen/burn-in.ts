/**
 * Burn-in protection (docs/hall-screen.md#burn-in): a screen that shows the same picture all day marks an
 * OLED or plasma panel. The whole layout moves by a few pixels every quarter of an hour, around a small
 * ring of positions, too little for anyone in the hall to notice and enough that no edge stays put.
 */
export const BURN_IN_STEP_MS = 15 * 60_000;
/** Largest offset in CSS pixels, each way. */
export const BURN_IN_MAX_PX = 4;

/** A ring around the centre: each step moves at most 4 px, and the ring repeats every 2 hours. */
const RING: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [2, -2],
  [4, 0],
  [2, 2],
  [0, 4],
  [-2, 2],
  [-4, 0],
  [-2, -2],
];

export function burnInShift(now: number): { x: number; y: number } {
  const step = Math.floor(now / BURN_IN_STEP_MS);
  const [x, y] = RING[((step % RING.length) + RING.length) % RING.length]!;
  return { x, y };
}
