/**
 * What the page's own reloads ask before they reload (docs/sound.md, "Never cut by a reload"): the sound
 * player says, from its plan, how long a reload must wait so that it cuts no sound and makes none start late.
 * One player per page; none (a preview, no sound) holds nothing.
 */
let heldFor: ((realNow: number) => number) | null = null;

/** The player's answer, registered for as long as it plays; the returned function withdraws it. */
export function holdReloads(answer: (realNow: number) => number): () => void {
  heldFor = answer;
  return () => {
    if (heldFor === answer) heldFor = null;
  };
}

/** Milliseconds a reload must wait from now (page time); 0 when it may reload. */
export function reloadHoldMs(realNow: number = Date.now()): number {
  return heldFor ? Math.max(0, heldFor(realNow)) : 0;
}

declare global {
  /** The desktop app's main asks this before it reloads the page (desktop/main/page-sound-hold.ts). */
  var minaretReloadHoldMs: (() => number) | undefined;
}
globalThis.minaretReloadHoldMs = () => reloadHoldMs();
