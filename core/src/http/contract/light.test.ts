import { describe, expect, it } from 'vitest';
import * as calendar from './calendar.js';
import * as calendarFeed from './calendar-feed.js';
import { LIGHT } from './light.js';
import * as manifest from './manifest.js';
import * as publicReads from './public-reads.js';
import * as push from './push.js';
import * as reminders from './reminders.js';
import * as screens from './screens.js';
import * as serverStatus from './server-status.js';
import * as weather from './weather.js';

const declared: Record<string, unknown> = {
  ...calendar,
  ...calendarFeed,
  ...manifest,
  ...publicReads,
  ...push,
  ...reminders,
  ...screens,
  ...serverStatus,
  ...weather,
};

describe('the light names of endpoints', () => {
  it.each(Object.entries(LIGHT))('%s has the method and path of its declaration', (name, light) => {
    const endpoint = declared[name] as { method: string; path: string } | undefined;
    expect(endpoint, `${name} is declared`).toBeDefined();
    expect({ method: light.method, path: light.path }).toEqual({ method: endpoint?.method, path: endpoint?.path });
  });
});
