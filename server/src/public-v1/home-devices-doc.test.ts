/**
 * docs/home-devices.md's Home Assistant configuration against real answers: every path its templates and
 * attribute settings read must be in what the v1 API answers (docs/public-api.md), so a renamed field
 * breaks this test before it breaks a home.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';

const DOC = new URL('../../../docs/home-devices.md', import.meta.url);

interface RestSensor {
  name: string;
  value_template: string;
  device_class?: string;
  json_attributes_path?: string;
  json_attributes?: string[];
}
interface RestResource {
  resource: string;
  sensor?: RestSensor[];
  binary_sensor?: RestSensor[];
}

/** The first ```yaml block of the page that configures `rest:`. */
function restConfiguration(): RestResource[] {
  const text = readFileSync(DOC, 'utf8');
  const blocks = [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map(
    (match) => parse(match[1]!) as Record<string, unknown>,
  );
  const rest = blocks.find((block) => block && 'rest' in block)?.rest;
  if (!Array.isArray(rest)) throw new Error('docs/home-devices.md has no rest: configuration');
  return rest as RestResource[];
}

/** `.a.b[0].c` as steps. */
function steps(path: string): Array<string | number> {
  return [...path.matchAll(/\.([A-Za-z_]\w*)|\[(\d+)\]/g)].map(
    (match) => (match[1] ?? Number(match[2])) as string | number,
  );
}

function resolve(value: unknown, path: Array<string | number>): unknown {
  let current = value;
  for (const step of path) {
    if (current === null || typeof current !== 'object' || !(step in current)) return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** Every `value_json...` path a Jinja template reads. */
const templatePaths = (template: string) =>
  [...template.matchAll(/value_json((?:\.[A-Za-z_]\w*|\[\d+\])+)/g)].map((match) => match[1]!);

let t: TestContext;

beforeAll(async () => {
  // 10:00 in New York on a Friday: a next prayer and a next iqama are ahead, and today has Jumu'ah.
  t = await createTestContext({ now: '2026-03-06T15:00:00Z' });
  const masjid = await t.registerMasjid('Masjid Home Devices', { url: 'yourmasjid', active: true });
  const res = await t.call(
    CREATE_PRAYER_CONFIG,
    { query: { generateIqamah: 'true' }, body: newYorkTimetable(masjid.companyId) },
    { token: masjid.token },
  );
  expect(res.status, res.text).toBe(200);
});
afterAll(() => t.close());

describe('docs/home-devices.md', () => {
  const resources = restConfiguration();

  it('configures the next iqama, the next prayer and the Ramadan flag', () => {
    const templates = resources.flatMap((resource) =>
      [...(resource.sensor ?? []), ...(resource.binary_sensor ?? [])].map((sensor) => sensor.value_template),
    );
    expect(templates.some((template) => template.includes('value_json.nextIqama.at'))).toBe(true);
    expect(templates.some((template) => template.includes('value_json.ramadan'))).toBe(true);
  });

  it.each(resources.map((resource) => [resource.resource, resource] as const))(
    'reads only what %s answers',
    async (address, resource) => {
      const url = new URL(address);
      expect(url.pathname).toMatch(/^\/api\/v1\//);
      const res = await t.raw('the addresses the guide shows, as written', 'GET', `${url.pathname}${url.search}`);
      expect(res.status, res.text).toBe(200);
      for (const sensor of [...(resource.sensor ?? []), ...(resource.binary_sensor ?? [])]) {
        const paths = templatePaths(sensor.value_template);
        expect(paths.length, sensor.name).toBeGreaterThan(0);
        for (const path of paths) expect(resolve(res.json, steps(path)), `${sensor.name}: ${path}`).not.toBeUndefined();
        if (sensor.device_class === 'timestamp') {
          const value = resolve(res.json, steps(paths[0]!)) as string;
          expect(value, sensor.name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        }
        if (sensor.json_attributes_path) {
          expect(sensor.json_attributes_path).toMatch(/^\$/);
          const attributes = resolve(res.json, steps(sensor.json_attributes_path.slice(1)));
          expect(attributes, `${sensor.name}: ${sensor.json_attributes_path}`).toBeTypeOf('object');
          for (const name of sensor.json_attributes ?? [])
            expect(attributes as Record<string, unknown>, `${sensor.name}: ${name}`).toHaveProperty(name);
        }
      }
    },
  );

  it('would notice a path the API does not answer', () => {
    expect(resolve({ nextIqama: { at: 'x' } }, steps('.nextIqama.when'))).toBeUndefined();
    expect(resolve({ days: [{ hijri: { day: 1 } }] }, steps('.days[0].hijri.day'))).toBe(1);
  });
});
