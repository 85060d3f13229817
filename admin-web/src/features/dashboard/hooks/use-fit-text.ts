import { createContext, useContext, useLayoutEffect, useRef } from 'react';

/** The smallest text a screen may show: 18 px on a 1080 px screen, in proportion on others (docs/hall-screen.md). */
export function smallestReadablePx(): number {
  if (typeof window === 'undefined') return 0;
  return (18 * Math.min(window.innerWidth, window.innerHeight)) / 1080;
}

/** The smallest font size of any text inside `element`, in px. */
function smallestText(element: HTMLElement): number {
  let smallest = Number.POSITIVE_INFINITY;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement) continue;
    smallest = Math.min(smallest, parseFloat(getComputedStyle(node.parentElement).fontSize));
  }
  return smallest;
}

/**
 * True while a full-screen card (a phase of docs/phases.md) covers the dashboard: nobody sees its boxes, so
 * they do no work, and each fits once when the card goes (docs/hall-screen.md, "Text that fits").
 */
export const FitPausedContext = createContext(false);

/** Steps of a fit: a form (`data-fit-level`) and the smallest scale it may take. Keep one constant per caller. */
export type FitPlan = ReadonlyArray<readonly [level: number, floor: number]>;

export interface FitOptions {
  /** Never shrink any text below the readable size (smallestReadablePx). */
  readable?: boolean;
  /**
   * How many shorter forms the box has after its full one. Form n is marked `data-fit-level="n"` on the box
   * (and `data-fit="short"` from 1 on), and its CSS leaves out what that form does without.
   */
  levels?: number;
  /**
   * The order of forms and sizes, when not each form from full size down to `minScale` in turn: each step is
   * a form and the smallest scale it may take, tried from full size down (large type gives up decoration
   * before size, and its own size before a prayer row, docs/hall-screen.md).
   */
  plan?: FitPlan;
  /** Told when whether the box's text fits in its shortest form at its smallest size changes (default: fits). */
  onFits?: (fits: boolean) => void;
}

/**
 * Shrinks the text of a fixed-size box until it fits (down to `minScale`, by `step`), trying shorter forms
 * of it when it must (`levels`), so a long verse, a long expense list or a crowded prayer table stays whole
 * on a screen nobody can scroll; a box never hides its text (docs/hall-screen.md, "Text that fits").
 *
 * Fitting runs once per change of `content`, of the box's size from outside (the size a fit itself leaves
 * is taken as the box's own, so a box whose size follows its text never fits itself in a loop), or of the
 * loaded fonts; never while the box is covered by a full-screen card (FitPausedContext).
 */
export function useFitText<T extends HTMLElement>(
  content: unknown,
  minScale = 0.45,
  step = 0.05,
  { readable = false, levels = 0, plan, onFits }: FitOptions = {},
) {
  const ref = useRef<T>(null);
  const paused = useContext(FitPausedContext);
  const onFitsRef = useRef(onFits);
  onFitsRef.current = onFits;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || paused) return;
    let fits: boolean | undefined;
    const overflows = () => element.scrollHeight > element.clientHeight + 1;
    const setScale = (scale: number) => {
      element.style.fontSize = scale === 1 ? '' : `${Math.round(scale * 100 * 100) / 100}%`;
    };
    const setLevel = (level: number) => {
      if (level === 0) {
        delete element.dataset.fitLevel;
        delete element.dataset.fit;
      } else {
        element.dataset.fitLevel = String(level);
        element.dataset.fit = 'short';
      }
    };
    const floorOf = (least: number) => {
      if (!readable) return least;
      const smallest = smallestText(element);
      return Number.isFinite(smallest) && smallest > 0 ? Math.max(least, smallestReadablePx() / smallest) : least;
    };
    /** Shrinks from full size to the floor; true when the box then fits. */
    const shrink = (least: number) => {
      let scale = 1;
      setScale(1);
      const floor = floorOf(least);
      while (overflows() && scale > floor) {
        scale = Math.max(floor, scale - step);
        setScale(scale);
      }
      if (overflows()) return false;
      // Between the step that fits and the one above it that did not, the largest size that fits (to a
      // thirty-second of a step): two tables fitted alike (large and normal type) end at the same size.
      if (scale < 1) {
        let fits = scale;
        let over = Math.min(1, scale + step);
        for (let round = 0; round < 5; round++) {
          const middle = (fits + over) / 2;
          setScale(middle);
          if (overflows()) over = middle;
          else fits = middle;
        }
        setScale(fits);
      }
      return true;
    };
    const report = (fitted: boolean) => {
      if (fitted === fits) return;
      fits = fitted;
      onFitsRef.current?.(fitted);
    };
    const fitNow = () => {
      let fitted = false;
      // A box squeezed until its own CSS leaves its text out (display: none) shows nothing: it does not fit.
      if (element.getClientRects().length === 0) {
        report(false);
        return;
      }
      const steps = plan ?? Array.from({ length: levels + 1 }, (_, level) => [level, minScale] as const);
      for (const [level, floor] of steps) {
        setLevel(level);
        fitted = shrink(floor);
        if (fitted) break;
      }
      report(fitted);
    };
    let lastWidth = -1;
    let lastHeight = -1;
    const fit = () => {
      fitNow();
      lastWidth = element.clientWidth;
      lastHeight = element.clientHeight;
    };
    fit();
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === lastWidth && element.clientHeight === lastHeight) return;
      fit();
    });
    observer.observe(element);
    // A web font that arrives after the first fit changes how much room the text takes.
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    fonts?.addEventListener('loadingdone', fit);
    return () => {
      observer.disconnect();
      fonts?.removeEventListener('loadingdone', fit);
    };
  }, [content, minScale, step, readable, levels, plan, paused]);
  return ref;
}
