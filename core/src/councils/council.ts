/**
 * Councils (docs/jumuah-eid-ramadan.md, "Councils"): an organisation that several masjids follow. A super
 * admin creates it with its admins (existing accounts); a masjid asks to join and the council's admin
 * accepts; the council's answers about the start of Hijri months then count for its members' calendars
 * (a member's own answer about a month still wins). The council sees its members' screens' status, never
 * their content, and changes nothing of theirs but what its declarations decide.
 */
import { z } from 'zod';
import {
  monthDeclarationInputSchema,
  monthDeclarationsAnswerSchema,
  type MonthDeclaration,
} from '../hijri/month-declarations.js';
import type { ScreenStatus } from '../screens/screen.schema.js';
import { councilTimetableSummaryAnswer, type CouncilTimetableSummary } from './council-timetable.js';

export const COUNCIL_NAME_MAX = 80;

export const councilInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(COUNCIL_NAME_MAX, `Must be at most ${COUNCIL_NAME_MAX} characters`),
  /** Existing accounts that administer the council. */
  adminEmails: z
    .array(z.string().trim().toLowerCase().email('Enter a valid email address'), { error: 'Admins are required' })
    .min(1, 'A council needs at least one admin')
    .max(20, 'At most 20 admins'),
});
export type CouncilInput = z.infer<typeof councilInputSchema>;

/** A council's own answer: it never answers 'council'. */
export const councilDeclarationInputSchema = monthDeclarationInputSchema.extend({
  decision: z.enum(['sighted', 'not-sighted'], { error: "Decision must be 'sighted' or 'not-sighted'" }),
});
export type CouncilDeclarationInput = z.infer<typeof councilDeclarationInputSchema>;

export const joinCouncilSchema = z.object({ councilId: z.string().trim().min(1, 'Choose a council').max(100) });
export const memberDecisionSchema = z.object({ accepted: z.boolean({ error: 'Say whether the masjid is accepted' }) });

export type MembershipStatus = 'pending' | 'accepted';

/** One member as its council sees it: who it is and how its screens are, not what they show. */
export interface CouncilMember {
  companyId: string;
  name: string;
  url: string;
  status: MembershipStatus;
  requestedAt: string;
  /** Whether it chose to follow the council's timetable (docs/jumuah-eid-ramadan.md, "The council's timetable"). */
  followsTimetable: boolean;
  /** Whether each screen is there; not whether it is dark by its night, which is the masjid's own business. */
  screens: Array<{ name: string; status: Exclude<ScreenStatus, 'dark'>; lastSeenAt: string | null }>;
}

export interface Council {
  id: string;
  name: string;
  admins: string[];
  members: CouncilMember[];
  declarations: MonthDeclaration[];
  /** The published timetable, or null: none. */
  timetable: CouncilTimetableSummary | null;
}

/**
 * One council as any signed-in account sees it (GET /api/councils): its name to choose it when asking to
 * join, and whether this account administers it (the admin app then offers the council's page).
 */
export interface CouncilListing {
  id: string;
  name: string;
  administers: boolean;
}

/** A masjid's side: the council it follows or asked to join, or null. */
export interface MasjidCouncil {
  councilId: string;
  name: string;
  status: MembershipStatus;
  /** The council's published timetable, told to accepted members only (null otherwise or when none). */
  timetable: CouncilTimetableSummary | null;
  /** Whether the masjid's azan times come from that timetable. */
  followsTimetable: boolean;
}

// The answers (docs/api.md, "Answers"), each tied to its type above.

export const councilAnswer = z.object({
  id: z.string(),
  name: z.string(),
  admins: z.array(z.string()).meta({ description: "The council's admins (their emails)." }),
  members: z.array(
    z.object({
      companyId: z.string(),
      name: z.string(),
      url: z.string(),
      status: z.enum(['pending', 'accepted']),
      requestedAt: z.string(),
      followsTimetable: z.boolean(),
      screens: z.array(
        z.object({
          name: z.string(),
          status: z.enum(['online', 'offline', 'waiting', 'unpaired']),
          lastSeenAt: z.string().nullable(),
        }),
      ),
    }),
  ),
  declarations: monthDeclarationsAnswerSchema,
  timetable: councilTimetableSummaryAnswer.nullable(),
}) satisfies z.ZodType<Council>;

export const councilListingAnswer = z.object({
  id: z.string(),
  name: z.string(),
  administers: z.boolean().meta({ description: 'Whether the signed-in account administers it.' }),
}) satisfies z.ZodType<CouncilListing>;

export const masjidCouncilAnswer = z.object({
  councilId: z.string(),
  name: z.string(),
  status: z.enum(['pending', 'accepted']),
  timetable: councilTimetableSummaryAnswer.nullable(),
  followsTimetable: z.boolean(),
}) satisfies z.ZodType<MasjidCouncil>;
