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
    new URL(url).pathname.endsWith('/masjidnoor')
      ? Response.json(dashboardData({ firstDay: '2026-12-01', days: 1 }))
      : Response.json({ successful: false }, { status: 404 }),
};

it('refuses a bad address without touching the network', async () => {
  const { service, requested } = setup(minaret);
  expect(await service.checkServer('minaret.example.org')).toMatchObject({
    ok: false,
    message: expect.stringContaining('http:// or https://'),
  });
  expect(requested).toEqual([]);
});

it('says plainly when the server cannot be reached, is not a Minaret server, or is not working', async () => {
  const message = async (health: () => Response) =>
    ((await setup({ '/api/health': health }).service.checkServer('https://example.org')) as { message: string })
      .message;
  expect(await message(unreachable)).toBe(
    "Could not reach https://example.org: nothing answers at that address and port (ECONNREFUSED). Check the address and this computer's network connection.",
  );
  expect(await message(() => new Response('Not found', { status: 404 }))).toBe(
    'https://example.org answered, but it is not a Minaret server (its health check answered 404 "Not found" instead of "Ok"). Check the address.',
  );
  // A web site that answers every address with its home page.
  expect(await message(() => new Response('<!doctype html>\n<html>\n  <title>Welcome</title>'))).toBe(
    'https://example.org answered, but it is not a Minaret server (its health check answered 200 "<!doctype html> <html> <title>Welcome</title>" instead of "Ok"). Check the address.',
  );
  expect(await message(() => new Response('Database unavailable', { status: 503 }))).toBe(
    'https://example.org answered, but is not working right now (its health check answered 503 "Database unavailable" instead of "Ok"). Try again later, or tell the server\'s administrator.',
  );
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
  expect(await none.service.checkServer('https://minaret.example.org')).toMatchObject({
    ok: false,
    message: expect.stringContaining('no active masjid'),
  });
});

it('saves only a masjid whose dashboard answers, and reports the choice', async () => {
  const { service, settings, saved, requested } = setup(minaret);
  const refused = await service.save({
    serverAddress: 'https://minaret.example.org',
    companyUrl: 'masjidhuda',
    startAtLogin: true,
  });
  expect(refused).toMatchObject({
    ok: false,
    message: expect.stringContaining('The dashboard of Masjid Huda could not be loaded'),
  });
  expect(settings.connection()).toBeNull();

  expect(
    await service.save({ serverAddress: 'https://minaret.example.org', companyUrl: 'unknown', startAtLogin: true }),
  ).toMatchObject({ ok: false });

  expect(
    await service.save({
      serverAddress: 'https://minaret.example.org/',
      companyUrl: 'masjidnoor',
      startAtLogin: false,
    }),
  ).toEqual({ ok: true });
  expect(settings.connection()).toEqual({ serverUrl: 'https://minaret.example.org', companyUrl: 'masjidnoor' });
  expect(saved).toEqual([false]);
  expect(requested).toContain('https://minaret.example.org/api/dashboard/masjidnoor?days=1');
  expect(service.state()).toEqual({
    serverUrl: 'https://minaret.example.org',
    companyUrl: 'masjidnoor',
    startAtLogin: false,
    setupShortcut: 'Ctrl+Shift+S',
  });
});
