import { RESIZE_MESSAGE_TYPE, type ResizeMessage } from '@core/widgets/embed-snippet.js';

/**
 * Tells the page that embeds this one (embed.js or frame-widget) how tall the content is, whenever it
 * changes, so the iframe never shows a scroll bar or a gap. A height is harmless to disclose, so any
 * parent may receive it. The admin web app's embeddable pages (calendar, expenses frame) use it too.
 * Returns a function that stops reporting.
 */
export function reportHeight(root: HTMLElement): () => void {
  if (window.parent === window) return () => undefined;
  let last = -1;
  const send = () => {
    const style = getComputedStyle(root);
    const height = Math.ceil(
      root.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom),
    );
    if (height === last) return;
    last = height;
    const message: ResizeMessage = { type: RESIZE_MESSAGE_TYPE, height };
    window.parent.postMessage(message, '*');
  };
  const resizes = new ResizeObserver(send);
  resizes.observe(root);
  // Chromium does not run ResizeObserver in an off-screen cross-origin iframe (a widget further down the
  // host page); content changes are still seen, and measuring forces the layout that gives the height.
  let queued = false;
  const mutations = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      send();
    });
  });
  mutations.observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['style', 'class'],
  });
  window.addEventListener('load', send);
  // A face that arrives after `fonts.ready` (the Qur'an's face is asked for only when its text is laid
  // out) changes the height without a mutation, and an off-screen frame sees no resize: measure again.
  void document.fonts?.ready.then(send);
  document.fonts?.addEventListener('loadingdone', send);
  send();
  return () => {
    resizes.disconnect();
    mutations.disconnect();
    window.removeEventListener('load', send);
    document.fonts?.removeEventListener('loadingdone', send);
  };
}
