import { useLayoutEffect, useRef } from 'react';

/**
 * Shrinks the text of a fixed-size box until it fits (down to `minScale`, by `step`), so a long verse, a
 * long expense list or a crowded prayer table stays whole on a screen nobody can scroll. Re-fits when
 * the box, `content` or the loaded fonts change.
 */
export function useFitText<T extends HTMLElement>(content: unknown, minScale = 0.45, step = 0.05) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      let scale = 1;
      element.style.fontSize = '';
      while (element.scrollHeight > element.clientHeight + 1 && scale > minScale) {
        scale = Math.max(minScale, scale - step);
        element.style.fontSize = `${Math.round(scale * 100)}%`;
      }
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
  }, [content, minScale, step]);
  return ref;
}
