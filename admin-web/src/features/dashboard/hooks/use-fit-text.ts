import { useLayoutEffect, useRef } from 'react';

/** The smallest text a screen may show: 18 px on a 1080 px screen, in proportion on others (docs/back-row.md). */
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

export interface FitOptions {
  /** Never shrink any text below the readable size (smallestReadablePx). */
  readable?: boolean;
  /** What still does not fit at the smallest size loses its parts marked `data-fit-optional`, then shrinks again. */
  shorten?: boolean;
  /** What does not fit even then is hidden whole: a screen shows less rather than small print or a cut-off line. */
  hide?: boolean;
}

/**
 * Shrinks the text of a fixed-size box until it fits (down to `minScale`, by `step`), so a long verse, a
 * long expense list or a crowded prayer table stays whole on a screen nobody can scroll. Re-fits when
 * the box, `content` or the loaded fonts change.
 */
export function useFitText<T extends HTMLElement>(
  content: unknown,
  minScale = 0.45,
  step = 0.05,
  { readable = false, shorten = false, hide = false }: FitOptions = {},
) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const overflows = () => element.scrollHeight > element.clientHeight + 1;
    const fit = () => {
      let scale = 1;
      element.style.fontSize = '';
      delete element.dataset.fit;
      element.style.visibility = '';
      let floor = minScale;
      if (readable) {
        const smallest = smallestText(element);
        if (Number.isFinite(smallest) && smallest > 0) floor = Math.max(minScale, smallestReadablePx() / smallest);
      }
      const shrink = () => {
        while (overflows() && scale > floor) {
          scale = Math.max(floor, scale - step);
          element.style.fontSize = `${Math.round(scale * 100 * 100) / 100}%`;
        }
      };
      shrink();
      if (!shorten || !overflows()) return;
      element.dataset.fit = 'short';
      scale = 1;
      element.style.fontSize = '';
      shrink();
      if (hide && overflows()) element.style.visibility = 'hidden';
    };
    fit();
    let lastWidth = element.clientWidth;
    let lastHeight = element.clientHeight;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === lastWidth && element.clientHeight === lastHeight) return;
      lastWidth = element.clientWidth;
      lastHeight = element.clientHeight;
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
  }, [content, minScale, step, readable, shorten, hide]);
  return ref;
}
