import { useLayoutEffect, useRef } from 'react';

/**
 * Shrinks the text of a fixed-size box until it fits (down to `minScale`), so a long verse or a long
 * expense list stays whole on a screen nobody can scroll. Re-fits when the box or `content` changes.
 */
export function useFitText<T extends HTMLElement>(content: unknown, minScale = 0.45) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      let scale = 1;
      element.style.fontSize = '';
      while (element.scrollHeight > element.clientHeight + 1 && scale > minScale) {
        scale = Math.max(minScale, scale - 0.05);
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
    return () => observer.disconnect();
  }, [content, minScale]);
  return ref;
}
