import { useCallback, useRef } from 'react';

/**
 * Our dialogs open from state, not from a Radix Trigger, so Radix does not know what opened them and
 * would drop focus on the page body when they close: a keyboard user would start again from the top.
 * This remembers the element that had focus when `open` became true and gives it back on close (when it
 * is still on the page). Pass the result as the Content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  // During render, before the dialog's own effects move focus into it.
  if (open && !wasOpen.current && typeof document !== 'undefined') opener.current = document.activeElement;
  wasOpen.current = open;
  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target instanceof HTMLElement && target.isConnected && target !== document.body) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
