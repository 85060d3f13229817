/**
 * The online geocoder is cut by time and by bytes while it reads (docs/security.md "Outbound calls"):
 * whatever the service does, the search ends within its deadline and the offline answer takes over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostileService, type HostileService, type Misbehaviour } from '../testing/hostile-service.js';
import { nominatimSearch } from './nominatim.js';

let service: HostileService;
beforeAll(async () => {
  service = await startHostileService({
    choose: (path) => {
      const first = path.split('/')[1];
      return first === 'ok' ? undefined : (first as Misbehaviour);
    },
    answer: (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify([{ lat: '51.5', lon: '-0.12', display_name: 'London', address: { country_code: 'gb' } }])),
  });
});
afterAll(() => service.close());

const search = (path: string, port = service.port) =>
  nominatimSearch(`http://127.0.0.1:${port}${path}`, 'London', { timeoutMs: 800, userAgent: 'test' });

describe('an online geocoder', () => {
  it('that answers: the place', async () => {
    expect(await search('/ok/')).toMatchObject({ latitude: 51.5, longitude: -0.12, country: 'GB' });
  });

  it.each([
    ['stall', 'timeout'],
    ['drip', 'timeout'],
    ['drop', 'network'],
    ['huge', 'too-large'],
  ] as const)('that does "%s": no place (%s), within the deadline', async (misbehaviour, kind) => {
    const started = performance.now();
    await expect(search(`/${misbehaviour}/`)).rejects.toMatchObject({ kind });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('that never answers: no place, within the deadline', async () => {
    await expect(search('/', service.silentPort)).rejects.toMatchObject({ kind: 'timeout' });
  });
});
