/**
 * The weather call is cut by time and by bytes while it reads (docs/weather.md, docs/security.md
 * "Outbound calls"): a service that drips, stalls, drops or pours gives no weather within the deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostileService, type HostileService, type Misbehaviour } from '../testing/hostile-service.js';
import { askOpenMeteo } from './open-meteo.js';

let service: HostileService;
beforeAll(async () => {
  service = await startHostileService({
    choose: (path) =>
      (path.split('/')[1] as Misbehaviour | 'ok') === 'ok' ? undefined : (path.split('/')[1] as Misbehaviour),
    answer: (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ current: { time: 1_795_000_000, temperature_2m: 21.4, weather_code: 2, is_day: 1 } })),
  });
});
afterAll(() => service.close());

const PLACE = { latitude: 39.8, longitude: -89.7 };
const ask = (path: string, port = service.port) =>
  askOpenMeteo(`http://127.0.0.1:${port}${path}`, PLACE, { timeoutMs: 800, userAgent: 'test' });

describe('a weather service', () => {
  it('that answers: a reading', async () => {
    expect(await ask('/ok/v1/forecast')).toMatchObject({ celsius: 21.4, code: 2, isDay: true });
  });

  it.each([
    ['stall', 'timeout'],
    ['drip', 'timeout'],
    ['drop', 'network'],
    ['huge', 'too-large'],
  ] as const)('that does "%s": no weather (%s), within the deadline', async (misbehaviour, kind) => {
    const started = performance.now();
    await expect(ask(`/${misbehaviour}/v1/forecast`)).rejects.toMatchObject({ kind });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('that never answers: no weather, within the deadline', async () => {
    const started = performance.now();
    await expect(ask('/v1/forecast', service.silentPort)).rejects.toMatchObject({ kind: 'timeout' });
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
