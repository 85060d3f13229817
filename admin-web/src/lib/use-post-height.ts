import { useEffect, type RefObject } from 'react';
import { reportHeight } from '../../../widgets/shared/resize.js';

/**
 * Public pages made to be embedded (calendar, expenses frame) tell the window that frames them how tall
 * they are, whenever that changes, so the iframe can fit them (docs/product-rules.md, "Pages"): the
 * widgets' own reporter, so both keep the same fixes. Nothing is sent when the page is not framed.
 */
export function usePostHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    return element ? reportHeight(element) : undefined;
  }, [ref]);
}
