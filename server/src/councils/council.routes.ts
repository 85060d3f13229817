import { Hono } from 'hono';
import {
  COUNCIL,
  COUNCIL_TIMETABLE,
  COUNCILS,
  FOLLOW_COUNCIL_TIMETABLE,
  PUBLISH_COUNCIL_TIMETABLE,
  WITHDRAW_COUNCIL_TIMETABLE,
  CREATE_COUNCIL,
  DECIDE_COUNCIL_MEMBER,
  DECLARE_COUNCIL_MONTH,
  JOIN_COUNCIL,
  LEAVE_COUNCIL,
  MASJID_COUNCIL,
} from '@core/http/contract/councils.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { text } from '../http/server-text.js';
import { successMessage } from '../http/success-message.js';
import { jsonBody } from '../http/validate.js';
import {
  createCouncil,
  decideMember,
  declareCouncilMonth,
  joinCouncil,
  leaveCouncil,
  masjidCouncil,
  readCouncil,
} from './council.service.js';
import { listCouncils } from './council.repository.js';
import {
  councilTimetableYear,
  followCouncilTimetable,
  publishCouncilTimetable,
  withdrawCouncilTimetable,
} from './council-timetable.service.js';

/**
 * Councils (docs/jumuah-eid-ramadan.md, "Councils"): created by super admins; run by their own admins, who
 * accept masjids, declare months and see their members' screens' status; joined by masjid admins. Every
 * check comes before a body is read. On the contract (core/src/http/contract/councils.ts).
 */
export function councilRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(CREATE_COUNCIL.path, jsonBody(CREATE_COUNCIL.body), async (c) => {
      const target = await createCouncil(deps, c.req.valid('json'));
      return c.json({ successful: true, message: successMessage(c, text('server.done.councilSaved')), target });
    })
    .get(COUNCILS.path, async (c) => {
      // Names and ids only: enough to choose a council to follow (docs/jumuah-eid-ramadan.md, "Councils").
      return c.json(await listCouncils(deps.db, callerOf(c).userId));
    })
    .get(COUNCIL.path, endpointParams(COUNCIL), async (c) => {
      const { councilId } = endpointInput(c, COUNCIL).params;
      return c.json(await readCouncil(deps, councilId));
    })
    .put(
      DECIDE_COUNCIL_MEMBER.path,
      endpointParams(DECIDE_COUNCIL_MEMBER),
      jsonBody(DECIDE_COUNCIL_MEMBER.body),
      async (c) => {
        const { councilId, companyId } = endpointInput(c, DECIDE_COUNCIL_MEMBER).params;
        const target = await decideMember(deps, councilId, companyId, c.req.valid('json').accepted);
        return c.json({ successful: true, message: successMessage(c, text('server.done.councilSaved')), target });
      },
    )
    .put(
      DECLARE_COUNCIL_MONTH.path,
      endpointParams(DECLARE_COUNCIL_MONTH),
      jsonBody(DECLARE_COUNCIL_MONTH.body),
      async (c) => {
        const { councilId } = endpointInput(c, DECLARE_COUNCIL_MONTH).params;
        const auth = callerOf(c);
        const target = await declareCouncilMonth(deps, auth, councilId, c.req.valid('json'));
        return c.json({ successful: true, message: successMessage(c, text('server.done.monthDeclared')), target });
      },
    )
    .put(
      PUBLISH_COUNCIL_TIMETABLE.path,
      endpointParams(PUBLISH_COUNCIL_TIMETABLE),
      jsonBody(PUBLISH_COUNCIL_TIMETABLE.body),
      async (c) => {
        const { councilId } = endpointInput(c, PUBLISH_COUNCIL_TIMETABLE).params;
        await publishCouncilTimetable(deps, callerOf(c), councilId, c.req.valid('json'));
        const target = await readCouncil(deps, councilId);
        return c.json({
          successful: true,
          message: successMessage(c, text('server.done.councilTimetablePublished')),
          target,
        });
      },
    )
    .delete(WITHDRAW_COUNCIL_TIMETABLE.path, endpointParams(WITHDRAW_COUNCIL_TIMETABLE), async (c) => {
      const { councilId } = endpointInput(c, WITHDRAW_COUNCIL_TIMETABLE).params;
      await withdrawCouncilTimetable(deps, councilId);
      const target = await readCouncil(deps, councilId);
      return c.json({
        successful: true,
        message: successMessage(c, text('server.done.councilTimetableWithdrawn')),
        target,
      });
    })
    .get(COUNCIL_TIMETABLE.path, endpointParams(COUNCIL_TIMETABLE), async (c) => {
      const { params, query } = endpointInput(c, COUNCIL_TIMETABLE);
      return c.json(await councilTimetableYear(deps, params.councilId, query.year));
    })
    .put(
      FOLLOW_COUNCIL_TIMETABLE.path,
      endpointParams(FOLLOW_COUNCIL_TIMETABLE),
      jsonBody(FOLLOW_COUNCIL_TIMETABLE.body),
      async (c) => {
        const { companyId } = endpointInput(c, FOLLOW_COUNCIL_TIMETABLE).params;
        const { follow } = c.req.valid('json');
        const target = await followCouncilTimetable(deps, companyId, follow, (id) => masjidCouncil(deps, id));
        const done = follow ? 'server.done.councilTimetableFollowed' : 'server.done.councilTimetableLeft';
        return c.json({ successful: true, message: successMessage(c, text(done)), target });
      },
    )
    .get(MASJID_COUNCIL.path, endpointParams(MASJID_COUNCIL), async (c) => {
      const { companyId } = endpointInput(c, MASJID_COUNCIL).params;
      return c.json({ council: await masjidCouncil(deps, companyId) });
    })
    .put(JOIN_COUNCIL.path, endpointParams(JOIN_COUNCIL), jsonBody(JOIN_COUNCIL.body), async (c) => {
      const { companyId } = endpointInput(c, JOIN_COUNCIL).params;
      const target = await joinCouncil(deps, companyId, c.req.valid('json').councilId);
      return c.json({ successful: true, message: successMessage(c, text('server.done.councilRequested')), target });
    })
    .delete(LEAVE_COUNCIL.path, endpointParams(LEAVE_COUNCIL), async (c) => {
      const { companyId } = endpointInput(c, LEAVE_COUNCIL).params;
      await leaveCouncil(deps, companyId);
      return c.json({ successful: true, message: successMessage(c, text('server.done.councilLeft')), target: null });
    });
}
