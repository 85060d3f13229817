import type { Page } from 'playwright-core';
import type { DashboardData, DashboardLoad } from '@core/dashboard/dashboard-data.js';

export interface StubbedLoad {
  data: DashboardData;
  offline?: boolean;
  /** When the copy was fetched; now when left out. */
  fetchedAt?: string | null;
  /** The server's clock ahead of the page's by this much (the dashboard runs on server time). */
  serverTimeOffsetMs?: number;
  screen?: DashboardLoad['screen'];
  /** What the half-hourly health check answers: false keeps a page driven by a fake clock from reloading. */
  healthy?: boolean;
  /** The desktop app's settings as the page sees them; null before setup. */
  settings?: { serverUrl: string; companyUrl: string } | null;
  /**
   * The bridge reports changes on the server as the desktop app does (a timetable save): the page's
   * `desktopChange(kind)` sends one, and the renderer loads its data again.
   */
  changes?: boolean;
}

/**
 * The desktop app's preload bridge, stubbed before the page loads: the dashboard then reads `load` through
 * it instead of asking the server, as it does in the desktop app (docs/screens.md).
 */
export async function stubDesktopBridge(page: Page, load: StubbedLoad): Promise<void> {
  await keepFunctionNamesInPage(page);
  await page.addInitScript((stub) => {
    const bridge = {
      loadDashboard: async () => {
        const now = Date.now();
        return {
          data: { ...stub.data, serverTime: new Date(now + (stub.serverTimeOffsetMs ?? 0)).toISOString() },
          offline: stub.offline ?? false,
          fetchedAt: stub.fetchedAt ?? new Date(now).toISOString(),
          ...(stub.screen ? { screen: stub.screen } : {}),
        };
      },
      health: async () => stub.healthy ?? false,
      settings: async () => stub.settings ?? null,
      openSetup: async () => undefined,
      ...(stub.changes
        ? {
            watchChanges: (onChange: (kind: string) => void) => {
              (window as unknown as { desktopChange: typeof onChange }).desktopChange = onChange;
              return () => undefined;
            },
          }
        : {}),
    };
    (window as unknown as { minaretDesktop: typeof bridge }).minaretDesktop = bridge;
  }, load);
}

/**
 * A bench runs under tsx, whose esbuild keeps function names by wrapping them in `__name(...)`: a function
 * handed to the page as text then calls a helper the page lacks, and the whole init script fails without a
 * word. The page gets a `__name` that does nothing (vitest's transform adds no such call).
 */
export async function keepFunctionNamesInPage(page: Page): Promise<void> {
  await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
}
