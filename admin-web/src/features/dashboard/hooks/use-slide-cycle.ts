import { useCallback, useEffect, useState } from 'react';
import { nextSlideIndex, shouldRotate, SLIDE_INTERVAL_MS } from '@core/dashboard/slides.js';

/**
 * The slideshow's position: the first slide first, the next one every 15 seconds when there is more than
 * one, and a manual Next that moves on at once and restarts the 15-second wait.
 */
export function useSlideCycle(count: number): { index: number; next: () => void } {
  const [position, setPosition] = useState({ index: 0, turn: 0 });
  const index = position.index < count ? position.index : 0;

  useEffect(() => {
    if (!shouldRotate(count)) return;
    const timer = setTimeout(
      () => setPosition((p) => ({ index: nextSlideIndex(p.index, count), turn: p.turn + 1 })),
      SLIDE_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [count, position]);

  const next = useCallback(
    () => setPosition((p) => ({ index: nextSlideIndex(p.index, count), turn: p.turn + 1 })),
    [count],
  );
  return { index, next };
}
