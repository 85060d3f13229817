import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The dashboard's first load in two chunks instead of some thirty (docs/hall-screen.md, "Weight"). Left to
 * itself, the bundler makes one chunk per set of pages that share a module, so the dashboard, which shares
 * a little with many pages, came as about thirty small files after the entry: a phone on a slow network
 * waits a round trip for each few of them (six at a time over HTTP/1.1). Here every module the dashboard's
 * route reaches by static imports, and the app's entry does not, goes into one of two chunks:
 *
 * - `dashboard-shared`: the modules a page that does not show the dashboard also reaches (the public
 *   locale, the formats, the Hijri date, ...); such a page loads this chunk, the dashboard's own stays away;
 * - `dashboard`: the rest, which only the pages showing the dashboard (its route, the admin's preview, the
 *   web player) load.
 *
 * Dependencies are not pulled into a group after it (`includeDependenciesRecursively: false`): the entry's
 * modules (React, the router) stay in the entry.
 */
export function dashboardChunks(root: string): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean }[];
} {
  const route = path.join(root, 'src/features/dashboard/dashboard-route.tsx');
  const app = path.join(root, 'src/features/dashboard/dashboard-app.tsx');
  const main = path.join(root, 'src/main.tsx');
  const router = path.join(root, 'src/app/router.tsx');
  const own = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'minaret-dashboard-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const reach = (start: string) => {
        const seen = new Set<string>();
        const queue = [start];
        while (queue.length) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = reach(main);
      const dashboard = reach(route);
      if (!dashboard.has(app)) this.error(`${route} no longer reaches ${app}: update dashboard-chunks.ts`);
      const elsewhere = new Set<string>();
      for (const page of this.getModuleInfo(router)?.dynamicallyImportedIds ?? []) {
        const reached = reach(page);
        if (!reached.has(app)) for (const id of reached) elsewhere.add(id);
      }
      for (const id of dashboard) if (!entry.has(id)) (elsewhere.has(id) ? shared : own).add(id);
    },
  };
  return {
    plugin,
    groups: [
      { name: 'dashboard', test: (id) => own.has(id) },
      { name: 'dashboard-shared', test: (id) => shared.has(id) },
    ],
  };
}
