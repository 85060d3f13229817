/** GET /api/companies/{companyId}/first-run: what a new masjid has done so far (docs/volunteer.md "First-run checklist"). */
export interface FirstRunStatus {
  /** Prayer times generated or uploaded. */
  timetable: boolean;
  /** At least one announcement, fund, Jumu'ah entry or reminder saved on the Configuration tab. */
  content: boolean;
  /** Activated by a super admin (asked for when the masjid registered). */
  active: boolean;
  /** ISO instant the super admins were last asked to activate it, or null (never asked). */
  activationRequestedAt: string | null;
  /** At least one screen of the prayer hall paired (possible once the masjid is active). */
  screen: boolean;
}

export const FIRST_RUN_STEPS = ['timetable', 'content', 'active', 'screen'] as const satisfies ReadonlyArray<
  keyof FirstRunStatus
>;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

/** Asking again sends the super admins another email only this long after the last ask. */
export const ACTIVATION_REQUEST_HOURS = 24;

export function firstRunDone(status: FirstRunStatus): boolean {
  return FIRST_RUN_STEPS.every((step) => status[step]);
}
