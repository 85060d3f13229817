import { useEffect, useState } from 'react';

/** Narrower than this, the dashboard is someone's phone, not a prayer-hall screen (docs/phases.md, "Phones"). */
export const PHONE_QUERY = '(max-width: 600px)';

/** True while the page is shown on a phone-sized viewport; follows rotation and resizing. */
export function usePhoneView(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}
