import { useEffect, type RefObject } from 'react';
import { RESIZE_MESSAGE_TYPE, type ResizeMessage } from '../../../core/src/widgets/embed-snippet.js';

/**
 * Public pages made to be embedded (calendar, expenses frame) tell the window that frames them how tall
 * they are, whenever that changes, so the iframe can fit them (SPEC.md section 2). A height is harmless
 * to disclose, so any parent may receive it; nothing is sent when the page is not framed.
 */
export function usePostHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || window.parent === window) return;
    let last = -1;
    const send = () => {
      const style = getComputedStyle(element);
      const height = Math.ceil(element.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom));
      if (height === last) return;
      last = height;
      const message: ResizeMessage = { type: RESIZE_MESSAGE_TYPE, height };
      window.parent.postMessage(message, '*');
    };
    const observer = new ResizeObserver(send);
    observer.observe(element);
    // ResizeObserver does not run in an off-screen cross-origin iframe; content changes are still seen.
    const mutations = new MutationObserver(send);
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    send();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
}
