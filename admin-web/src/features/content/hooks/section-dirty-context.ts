import { createContext, useContext, useEffect } from 'react';

/** Lets a section tell its accordion header that it holds unsaved edits (shown even while collapsed). */
export const SectionDirtyContext = createContext<(dirty: boolean) => void>(() => {});

export function useReportDirty(dirty: boolean) {
  const report = useContext(SectionDirtyContext);
  useEffect(() => {
    report(dirty);
    return () => report(false);
  }, [dirty, report]);
}
