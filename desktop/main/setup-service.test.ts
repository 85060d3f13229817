import { expect, it } from 'vitest';
import { createServerClient } from './server-client.js';
import { createSettings } from './settings.js';
import { createSetupService } from './setup-service.js';
import { dashboardData, fakeFetch, memoryStore, recordingLogger, unreachable } from './testing/fakes.js';
import { systemTimers } from './timers.js';

const masjids = [
  { id: '1', name: 'Masjid Noor', url: 'masjidnoor' },
  { id: '2', name: 'Masjid Huda', url: 'masjidhuda' },
];

function setup(routes: Parameters<typeof fakeFetch>[0]) {
  const settings = createSettings(memoryStore());
  const saved: boolean[] = [];
  const { fetch, requested } = fakeFetch(routes);
  const service = createSetupService({
    client: createServerClient({ fetch, timers: systemTimers }),
    settings,
    log: recordingLogger(),
    setupShortcut: 'Ctrl+Shift+S',
    onSaved: (startAtLogin) => saved.push(startAtLogin),
  });
  return { service, settings, saved, requested };
}

const minaret = {
  '/api/health': () => new Response('Ok'),
  '/api/auth/companies/url/active': () => Response.json(masjids),
  '/api/dashboard/': (url: string) =>
    new URL(url).pathname.endsWith('/masjidnoor') ? Response.json(dashboardData({ firstDay: '2026-12-01', days: 1 })) : Response.json({ successful: false }, { status: 404 }),
};

it('refuses a bad address without touching the network', async () => {
  const { service, requested } = setup(minaret);
  expect(await service.checkServer('minaret.example.org')).toMatchObject({ ok: false, message: expect.stringContaining('http:// or https://') });
  expect(requested).toEqual([]);
});

it('says plainly when the server cannot be reached, or is not a Minaret server', async () => {
  const down = await setup({ '/api/health': unreachable }).service.checkServer('https://minaret.example.org');
  expect(down).toMatchObject({ ok: false, message: expect.stringMatching(/^Could not reach https:\/\/minaret\.example\.org: no connection \(ECONNREFUSED\)/) });
  const other = await setup({ '/api/health': () => new Response('Not found', { status: 404 }) }).service.checkServer('https://example.org');
  expect(other).toMatchObject({ ok: false, message: expect.stringContaining('not as a working Minaret server') });
});

it('lists the active masjids, preselecting one named by a pasted dashboard link', async () => {
  const { service } = setup(minaret);
  expect(await service.checkServer('https://minaret.example.org/masjidhuda')).toEqual({
    ok: true,
    serverUrl: 'https://minaret.example.org',
    masjids,
    suggestedCompanyUrl: 'masjidhuda',
  });
  const none = setup({ ...minaret, '/api/auth/companies/url/active': () => Response.json([]) });
  expect(await none.service.checkServer('https://minaret.example.org')).toMatchObject({ ok: false, message: expect.stringContaining('no active masjid') });
});

it('saves only a masjid whose dashboard answers, and reports the choice', async () => {
  const { service, settings, saved, requested } = setup(minaret);
  const refused = await service.save({ serverAddress: 'https://minaret.example.org', companyUrl: 'masjidhuda', startAtLogin: true });
  expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('The dashboard of Masjid Huda could not be loaded') });
  expect(settings.connection()).toBeNull();

  expect(await service.save({ serverAddress: 'https://minaret.example.org', companyUrl: 'unknown', startAtLogin: true })).toMatchObject({ ok: false });

  expect(await service.save({ serverAddress: 'https://minaret.example.org/', companyUrl: 'masjidnoor', startAtLogin: false })).toEqual({ ok: true });
  expect(settings.connection()).toEqual({ serverUrl: 'https://minaret.example.org', companyUrl: 'masjidnoor' });
  expect(saved).toEqual([false]);
  expect(requested).toContain('https://minaret.example.org/api/dashboard/masjidnoor?days=1');
  expect(service.state()).toEqual({ serverUrl: 'https://minaret.example.org', companyUrl: 'masjidnoor', startAtLogin: false, setupShortcut: 'Ctrl+Shift+S' });
});
