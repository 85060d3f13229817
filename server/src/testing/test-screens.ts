import { expect } from 'vitest';
import type { TestContext } from './test-app.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';
import {
  CLAIM_SCREEN,
  MASJID_SCREENS,
  PAIRING_STATUS,
  SCREEN_HEARTBEAT,
  START_PAIRING,
} from '@core/http/contract/screens.js';

/**
 * A masjid's screens as route tests drive them: pair one by its code as the masjid's admin, send its
 * heartbeat with its own token, and read the Screens list's row (docs/screens.md).
 */
export function testScreens(t: TestContext, masjid: { companyId: string; token: string }) {
  return {
    async pair(name: string) {
      const pairing = (await t.call(START_PAIRING, {})).json as { pairingId: string; code: string };
      const claimed = await t.call(
        CLAIM_SCREEN,
        { params: { companyId: masjid.companyId }, body: { code: pairing.code, name } },
        { token: masjid.token },
      );
      expect(claimed.status, claimed.text).toBe(200);
      const paired = (await t.call(PAIRING_STATUS, { params: { pairingId: pairing.pairingId } })).json;
      if (paired.status !== 'paired') throw new Error(`the pairing is ${paired.status}, not paired`);
      return { screenId: paired.screenId, screenToken: paired.screenToken };
    },
    heartbeat: (screenToken: string, body: BodyOf<typeof SCREEN_HEARTBEAT>) =>
      t.call(SCREEN_HEARTBEAT, { body }, { token: screenToken }),
    /** Figures of a kind the heartbeat's schema refuses, which the typed call would not let a test send. */
    badHeartbeat: (screenToken: string, body: unknown) =>
      t.raw('figures the heartbeat schema refuses', 'POST', '/api/screens/heartbeat', { token: screenToken, body }),
    async listed(screenId: string) {
      const res = await t.call(MASJID_SCREENS, { params: { companyId: masjid.companyId } }, { token: masjid.token });
      expect(res.status, res.text).toBe(200);
      return (res.json as Array<Record<string, any>>).find((row) => row.id === screenId)!;
    },
  };
}
