import { useCallback, useEffect, useMemo } from 'react';
import { requestSoundTest } from '../../admin-web/src/features/dashboard/sound/screen-output.js';
import { bridgeSource } from '../../admin-web/src/features/dashboard/api/dashboard-source.js';
import { GuardedDashboard } from '../../admin-web/src/features/dashboard/guarded-dashboard.js';
import { CACHED_DAYS } from '../ipc/ipc-contract.js';
import type { SignageBridge } from '../ipc/ipc-contract.js';

/**
 * The masjid's dashboard: the web's own dashboard, fed by the preload bridge (live data through main,
 * or main's saved copy while offline). There is no second dashboard here. It gets the whole saved year,
 * so it rolls over at midnight by itself however long the outage; main, not the page, reloads it every
 * 30 minutes, because main keeps doing so even when the page is hung.
 */
export function DashboardScreen({ bridge, companyUrl }: { bridge: SignageBridge; companyUrl: string }) {
  const source = useMemo(() => bridgeSource(bridge), [bridge]);
  const openSetup = useCallback(() => void bridge.openSetup(), [bridge]);
  // Dark by its night schedule: main lets the display sleep until the night ends (docs/screens.md).
  const onNight = useCallback((dark: boolean) => void bridge.nightState?.(dark), [bridge]);
  // The `sound-test` command (docs/sound.md, "Per screen"): the dashboard's sound player plays it; before its
  // data is in there is no masjid volume to play at, and nothing is reported.
  useEffect(
    () =>
      bridge.onSoundTest?.(
        (screen) =>
          void requestSoundTest(screen, () => Promise.reject(new Error('no dashboard yet'))).then(
            (outcome) => bridge.soundTestResult?.(outcome),
            () => undefined,
          ),
      ),
    [bridge],
  );
  return (
    <GuardedDashboard
      companyUrl={companyUrl}
      source={source}
      days={CACHED_DAYS}
      reloadOnHealth={false}
      onUnavailable={openSetup}
      onNight={onNight}
    />
  );
}
