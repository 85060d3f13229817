/**
 * Councils (docs/jumuah-eid-ramadan.md, "Councils"). A council touches nothing of a member but its own
 * answers about the months, which its members' calendars read (server/src/month-declarations/masjid-calendar.ts),
 * and it sees its members' screens' status, never their content.
 */
import type {
  Council,
  CouncilDeclarationInput,
  CouncilInput,
  MasjidCouncil,
  MembershipStatus,
} from '@core/councils/council.js';
import { HISTORY_TITLES } from '@core/history/titles.js';
import { isOnline } from '@core/screens/screen.schema.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { badRequest, notFound } from '../http/errors.js';
import { recordChange } from '../history/record-change.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { findDeclarations, saveDeclaration } from '../month-declarations/month-declarations.repository.js';
import { refuseOutOfTimeAt, toDeclaration } from '../month-declarations/month-declarations.service.js';
import { listScreens } from '../screens/screen.repository.js';
import { findUserByEmail } from '../users/user.repository.js';
import * as repository from './council.repository.js';
import { keepCopyOfCouncilTimes } from './council-timetable.service.js';
import { councilTimetableSummary, readStoredCouncilTimetable } from '@core/councils/council-timetable.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The history entry's id, in each member masjid, for its council's answers (no restore: not the masjid's own). */
export const COUNCIL_DECLARATIONS_ENTITY_ID = 'council-month-declarations';

/** What a member's history keeps of the council's answers: the answers only (who and when are the entry's own). */
function councilSnapshot(rows: Awaited<ReturnType<typeof findDeclarations>>) {
  return rows.map((row) => ({ hijriYear: row.hijri_year, hijriMonth: row.hijri_month, decision: row.decision }));
}
type WriteDeps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;

export const councilAdminIdsOf = (deps: Pick<AppDeps, 'db'>) => (councilId: string) =>
  repository.councilAdminIds(deps.db, councilId);

export async function readCouncil(deps: Deps, councilId: string): Promise<Council> {
  const council = await repository.findCouncil(deps.db, councilId);
  if (!council) throw notFound('Council');
  const now = deps.clock.now();
  const stored = readStoredCouncilTimetable(council.timetable);
  const [admins, members, declarations] = await Promise.all([
    repository.councilAdminEmails(deps.db, council.id),
    repository.councilMembers(deps.db, council.id),
    findDeclarations(deps.db, { councilId: council.id }),
  ]);
  return {
    id: council.id,
    name: council.name,
    admins,
    declarations: declarations.map(toDeclaration),
    timetable: stored ? councilTimetableSummary(stored) : null,
    members: await Promise.all(
      members.map(async (member) => ({
        companyId: member.company_id,
        name: member.name,
        url: member.url,
        status: member.status as MembershipStatus,
        requestedAt: new Date(member.requested_at).toISOString(),
        followsTimetable: member.status === 'accepted' && member.follow_timetable && stored !== null,
        // Status only: whether each screen is there, never what it shows.
        screens:
          member.status === 'accepted'
            ? (await listScreens(deps.db, member.company_id)).map((screen) => {
                const lastSeen = screen.last_seen_at ? new Date(screen.last_seen_at) : null;
                return {
                  name: screen.name,
                  status: screen.unpaired_at
                    ? ('unpaired' as const)
                    : isOnline(lastSeen, now)
                      ? ('online' as const)
                      : ('offline' as const),
                  lastSeenAt: lastSeen?.toISOString() ?? null,
                };
              })
            : [],
      })),
    ),
  };
}

export async function createCouncil(deps: Deps, input: CouncilInput): Promise<Council> {
  const users = await Promise.all(input.adminEmails.map((email) => findUserByEmail(deps.db, email)));
  const missing = input.adminEmails.find((_, index) => !users[index]);
  if (missing) throw badRequest({ key: 'server.councils.unknownAdmin', values: { email: missing } });
  const id = await deps.db.transaction().execute(async (trx) => {
    const councilId = await repository.insertCouncil(trx, input.name, deps.clock.now());
    await repository.addCouncilAdmins(trx, councilId, [...new Set(users.map((user) => user!.id))]);
    return councilId;
  });
  return readCouncil(deps, id);
}

export async function decideMember(deps: WriteDeps, councilId: string, companyId: string, accepted: boolean) {
  const membership = await repository.findMembership(deps.db, companyId);
  if (!membership || membership.council_id !== councilId) throw badRequest({ key: 'server.councils.notRequested' });
  await deps.db.transaction().execute(async (trx) => {
    if (accepted) await repository.acceptMembership(trx, companyId, councilId, deps.clock.now());
    else {
      // A member removed while following keeps the azans it showed (docs/jumuah-eid-ramadan.md).
      await keepCopyOfCouncilTimes(deps, trx, companyId, HISTORY_TITLES.stoppedFollowingCouncilTimetable);
      await repository.removeMembership(trx, companyId, councilId);
    }
    // Its calendar now reads (or no longer reads) the council's answers.
    await deps.changes.publish(trx, { companyId, kind: 'month' });
  });
  return readCouncil(deps, councilId);
}

/** The council's answer about a month: every accepted member's screens follow at once. */
export async function declareCouncilMonth(
  deps: WriteDeps,
  auth: Auth,
  councilId: string,
  input: CouncilDeclarationInput,
): Promise<Council> {
  if (!(await repository.findCouncil(deps.db, councilId))) throw notFound('Council');
  // A council has no zone of its own: its answer may change until the month's deciding day begins at the
  // first of its members to reach it (docs/jumuah-eid-ramadan.md, "Councils").
  for (const companyId of await repository.acceptedMemberIds(deps.db, councilId)) {
    const member = await findMasjidById(deps.db, companyId);
    if (member) await refuseOutOfTimeAt(deps, member, input);
  }
  await deps.db.transaction().execute(async (trx) => {
    const before = councilSnapshot(await findDeclarations(trx, { councilId }));
    await saveDeclaration(
      trx,
      { councilId },
      {
        ...input,
        byUserId: auth.userId,
        byEmail: auth.email,
        at: deps.clock.now(),
      },
    );
    const after = councilSnapshot(await findDeclarations(trx, { councilId }));
    for (const companyId of await repository.acceptedMemberIds(trx, councilId)) {
      // Each member's history says its council changed its months (docs/history.md); the council's answers
      // are the council's, so the entry has no restore (its entity id is not the masjid's own answers').
      await recordChange(
        trx,
        {
          companyId,
          entity: 'content',
          entityId: COUNCIL_DECLARATIONS_ENTITY_ID,
          action: 'update',
          title: HISTORY_TITLES.councilDeclaredMonth,
        },
        before,
        after,
      );
      await deps.changes.publish(trx, { companyId, kind: 'month' });
    }
  });
  return readCouncil(deps, councilId);
}

export async function masjidCouncil(deps: Pick<AppDeps, 'db'>, companyId: string): Promise<MasjidCouncil | null> {
  const membership = await repository.findMembership(deps.db, companyId);
  if (!membership) return null;
  const council = await repository.findCouncil(deps.db, membership.council_id);
  if (!council) return null;
  const accepted = membership.status === 'accepted';
  // Only an accepted member is told of the council's timetable (its place and method).
  const stored = accepted ? readStoredCouncilTimetable(council.timetable) : null;
  return {
    councilId: council.id,
    name: council.name,
    status: membership.status as MembershipStatus,
    timetable: stored ? councilTimetableSummary(stored) : null,
    followsTimetable: stored !== null && membership.follow_timetable,
  };
}

export async function joinCouncil(deps: WriteDeps, companyId: string, councilId: string): Promise<MasjidCouncil> {
  if (!(await findMasjidById(deps.db, companyId))) throw notFound('Masjid');
  if (!(await repository.findCouncil(deps.db, councilId))) throw notFound('Council');
  await deps.db.transaction().execute(async (trx) => {
    // Asking another council ends the following of this one's timetable: a copy of its azans is kept.
    await keepCopyOfCouncilTimes(deps, trx, companyId, HISTORY_TITLES.stoppedFollowingCouncilTimetable);
    await repository.requestMembership(trx, companyId, councilId, deps.clock.now());
    await deps.changes.publish(trx, { companyId, kind: 'month' });
  });
  return (await masjidCouncil(deps, companyId))!;
}

export async function leaveCouncil(deps: WriteDeps, companyId: string): Promise<void> {
  if (!(await findMasjidById(deps.db, companyId))) throw notFound('Masjid');
  await deps.db.transaction().execute(async (trx) => {
    await keepCopyOfCouncilTimes(deps, trx, companyId, HISTORY_TITLES.stoppedFollowingCouncilTimetable);
    if (await repository.removeMembership(trx, companyId))
      await deps.changes.publish(trx, { companyId, kind: 'month' });
  });
}
