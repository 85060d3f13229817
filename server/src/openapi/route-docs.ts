/**
 * What the API document says about each route beyond its validated schemas: a summary, a group, who may
 * call it, and what non-JSON routes send or answer; query parameters come from the contract. Keyed
 * 'METHOD /hono/pattern' like the app's own route list; a route without an entry fails
 * openapi.routes.test.ts (docs/api.md).
 */

/** Who may call a route (docs/security.md has the full rules). */
export type Access =
  | 'anyone'
  /** Anyone for a public masjid; its own admins and super admins for one that is not public. */
  | 'public-masjid'
  | 'signed-in'
  /** The masjid's own admins and super admins. */
  | 'masjid-admin'
  | 'super-admin'
  /** A paired screen's token only. */
  | 'screen';

export interface RouteDoc {
  tag: string;
  summary: string;
  access: Access;
  /** What a successful call answers when it is not JSON. */
  produces?: string;
  /** A JSON answer that is a list; objects otherwise. */
  answers?: 'array';
  /** A body that is not JSON (uploads). */
  consumes?: string;
}

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'POST /auth/login': {
    tag: 'Accounts',
    summary: 'Sign in with email and password; answers a bearer token.',
    access: 'anyone',
  },
  'GET /api/auth/me': { tag: 'Accounts', summary: 'The signed-in user.', access: 'signed-in' },
  'PUT /api/auth/me/language': {
    tag: 'Accounts',
    summary: "The signed-in user's own language (en, ar, ur, fr, tr, id, ms, bn), or null for the browser's.",
    access: 'signed-in',
  },
  'GET /api/auth/companies/url/active': {
    tag: 'Masjids',
    summary: 'Public masjids (name and dashboard url).',
    access: 'anyone',
    answers: 'array',
  },
  'GET /api/auth/companies/url': {
    tag: 'Masjids',
    summary: "Every masjid's name and url for a super admin (the masjid switcher); the public ones for anyone else.",
    access: 'anyone',
    answers: 'array',
  },
  'GET /api/auth/companies': { tag: 'Masjids', summary: 'Every masjid.', access: 'super-admin', answers: 'array' },
  'POST /api/auth/companies': { tag: 'Masjids', summary: 'Register a masjid.', access: 'anyone' },
  'GET /api/auth/companies/registration': {
    tag: 'Masjids',
    summary: 'The unfinished registration this browser started (its registration cookie), to continue it.',
    access: 'anyone',
  },
  'GET /api/auth/companies/:id/activate': {
    tag: 'Masjids',
    summary: 'Activate or deactivate a masjid.',
    access: 'super-admin',
  },
  'GET /api/auth/companies/:id': { tag: 'Masjids', summary: "A masjid's profile.", access: 'masjid-admin' },
  'PUT /api/auth/companies/:id': { tag: 'Masjids', summary: "Update a masjid's profile.", access: 'masjid-admin' },
  'DELETE /api/auth/companies/:id': {
    tag: 'Masjids',
    summary: 'Delete a masjid and everything it owns.',
    access: 'super-admin',
  },
  'GET /api/auth/companies/all/users': {
    tag: 'Users',
    summary: 'Every user of every masjid.',
    access: 'super-admin',
    answers: 'array',
  },
  'GET /api/auth/companies/:companyId/users': {
    tag: 'Users',
    summary: "A masjid's users.",
    access: 'masjid-admin',
    answers: 'array',
  },
  'GET /api/auth/companies/:companyId/users/:id': {
    tag: 'Users',
    summary: 'One user of a masjid.',
    access: 'masjid-admin',
  },
  'POST /api/auth/companies/:companyId/users': {
    tag: 'Users',
    summary: "Add a user (or a newly registered masjid's first admin).",
    access: 'masjid-admin',
  },
  'POST /api/auth/companies/:companyId/invitations': {
    tag: 'Users',
    summary:
      'Invite a user by email: they get a one-use link (valid 7 days) to choose their own password. Inviting a pending invitee again sends a new link.',
    access: 'masjid-admin',
  },
  'GET /api/auth/invitation': {
    tag: 'Users',
    summary:
      'The invitee, their email and masjid named by an invitation link; an expired or used link is refused with its own message.',
    access: 'anyone',
  },
  'POST /api/auth/invitation/accept': {
    tag: 'Users',
    summary: 'Choose the password of an invited account with the token of its link; confirms the email too.',
    access: 'anyone',
  },
  'GET /api/companies/:companyId/first-run': {
    tag: 'Masjids',
    summary: 'The first-run checklist: whether the masjid has a timetable, content, a paired screen, and is activated.',
    access: 'masjid-admin',
  },
  'POST /api/auth/act-for': {
    tag: 'Accounts',
    summary:
      "A super admin's masjid switcher: a sign-in token acting for another masjid (or none), ending when the current one would.",
    access: 'super-admin',
  },
  'POST /api/companies/:companyId/activation-request': {
    tag: 'Masjids',
    summary: 'Ask the super admins again to activate an inactive masjid (an email at most once a day).',
    access: 'masjid-admin',
  },
  'PUT /api/auth/companies/:companyId/users/:id': { tag: 'Users', summary: 'Update a user.', access: 'masjid-admin' },
  'GET /api/auth/users/:id/activate': {
    tag: 'Users',
    summary: 'Activate or deactivate a user.',
    access: 'masjid-admin',
  },
  'POST /api/auth/users/:id/verification': {
    tag: 'Users',
    summary: 'Send the email verification again.',
    access: 'masjid-admin',
  },
  'GET /api/auth/users/:userId/verifyEmail/:code': {
    tag: 'Users',
    summary: "Confirm a user's email with the code from the mail.",
    access: 'anyone',
  },
  'PUT /api/auth/credential/reset/user/:email': {
    tag: 'Users',
    summary: "Set another user's password.",
    access: 'masjid-admin',
  },
  'PUT /api/auth/credential/update/user/:email': {
    tag: 'Users',
    summary: 'Change your own password (with the existing one).',
    access: 'signed-in',
  },
  'GET /api/picklist/configuration': {
    tag: 'Content',
    summary: 'The name/value settings a masjid can set, with their choices.',
    access: 'anyone',
    answers: 'array',
  },
  'GET /api/auth/companies/:companyId/configurations': {
    tag: 'Content',
    summary: "A masjid's name/value settings.",
    access: 'masjid-admin',
    answers: 'array',
  },
  'PUT /api/auth/companies/:companyId/configurations': {
    tag: 'Content',
    summary: "Save a masjid's name/value settings.",
    access: 'masjid-admin',
  },
  'GET /api/companies/url/:companyUrl/central-control': {
    tag: 'Content',
    summary: "A masjid's content: funds, expenses, Jumu'ah, announcements, reminders, settings.",
    access: 'public-masjid',
  },
  'PUT /api/companies/central-control': {
    tag: 'Content',
    summary: "Save a masjid's content (refused with 409 when based on an older version).",
    access: 'masjid-admin',
  },
  'GET /api/companies/:companyId/occasions': {
    tag: 'Content',
    summary: "A masjid's Jumu'ah sessions, Eid prayers and Ramadan settings, with the version to save against.",
    access: 'masjid-admin',
  },
  'PUT /api/companies/:companyId/occasions': {
    tag: 'Content',
    summary: "Save a masjid's Jumu'ah sessions, Eid prayers and Ramadan settings (409 when based on an older version).",
    access: 'masjid-admin',
  },
  'GET /api/companies/:companyId/adhkar': {
    tag: 'Content',
    summary:
      "A masjid's after-prayer adhkar (on or off, which standard ones, its own items), with the version to save against.",
    access: 'masjid-admin',
  },
  'PUT /api/companies/:companyId/adhkar': {
    tag: 'Content',
    summary: "Save a masjid's after-prayer adhkar (409 when based on an older version).",
    access: 'masjid-admin',
  },
  'GET /api/hadith/collection': {
    tag: 'Reminders',
    summary: 'The imported hadith collection: its source, licence and size.',
    access: 'super-admin',
  },
  'PUT /api/hadith/collection': {
    tag: 'Reminders',
    summary: 'Import a hadith collection (CSV or JSON); every row is checked and errors are listed by line.',
    access: 'super-admin',
  },
  'DELETE /api/hadith/collection': {
    tag: 'Reminders',
    summary: 'Remove the imported hadith collection (GET /api/hod then answers 404 again).',
    access: 'super-admin',
  },
  'POST /api/auth/password/forgot': {
    tag: 'Accounts',
    summary: 'Mail a time-limited password reset link; the same answer whether or not the email has an account.',
    access: 'anyone',
  },
  'POST /api/auth/password/reset': {
    tag: 'Accounts',
    summary: 'Set a new password with the code of a reset link.',
    access: 'anyone',
  },
  'POST /api/auth/verification/resend': {
    tag: 'Accounts',
    summary: 'Mail the email confirmation again; the same answer whether or not the email has an account.',
    access: 'anyone',
  },
  'GET /api/rod': { tag: 'Reminders', summary: 'The Quran reminder of the day.', access: 'anyone' },
  'GET /api/hod': {
    tag: 'Reminders',
    summary: 'The hadith of the day (404 while no collection is installed).',
    access: 'anyone',
  },
  'GET /api/companies/url/:companyUrl/reminders/today': {
    tag: 'Reminders',
    summary: "Today's reminders for a masjid's screens.",
    access: 'public-masjid',
  },
  'GET /api/companies/url/:companyUrl/events': {
    tag: 'Public pages',
    summary: "Server-sent events: a line each time the masjid's data changes.",
    access: 'public-masjid',
    produces: 'text/event-stream',
  },
  'GET /api/dashboard/companyId/:companyId': {
    tag: 'Public pages',
    summary: 'Everything the public dashboard shows, by masjid id.',
    access: 'public-masjid',
  },
  'GET /api/dashboard/:companyUrl': {
    tag: 'Public pages',
    summary: 'Everything the public dashboard shows, by dashboard url.',
    access: 'public-masjid',
  },
  'GET /api/prayer/methods': {
    tag: 'Prayer times',
    summary:
      "The calculation methods (authority, angles, the authority's own minutes, the countries that use each) and the method and Asr suggested for ?country=XX; notes in the requester's language.",
    access: 'anyone',
  },
  'GET /api/prayer/location/geocode': {
    tag: 'Prayer times',
    summary:
      "Coordinates and time zone of a place name, looked for in the masjid's country; a place in another country is marked outsideMasjidCountry.",
    access: 'signed-in',
  },
  'POST /api/prayer/config/create': {
    tag: 'Prayer times',
    summary: "Create or reset a masjid's timetable from a calculation method.",
    access: 'masjid-admin',
  },
  'POST /api/prayer/config': {
    tag: 'Prayer times',
    summary:
      'Save a whole timetable with the cells typed by hand. Days out of order are refused (400); azans more than 90 minutes from the computed times answer 422 NEEDS_CONFIRMATION until sent with confirmFarTimes: true.',
    access: 'masjid-admin',
  },
  'GET /api/prayer/config/:companyId': {
    tag: 'Prayer times',
    summary: "A masjid's timetable settings and this year's table (next year's from November).",
    access: 'masjid-admin',
  },
  'POST /api/prayer/config/:companyId/dst': {
    tag: 'Prayer times',
    summary: 'Daylight saving settings.',
    access: 'masjid-admin',
  },
  'PUT /api/prayer/config/:companyId/settings': {
    tag: 'Prayer times',
    summary: 'Offsets, method and iqama rules.',
    access: 'masjid-admin',
  },
  'GET /api/prayer/companyId/:companyId/month/:month/day/:day': {
    tag: 'Prayer times',
    summary: 'One day of times.',
    access: 'public-masjid',
  },
  'GET /api/prayer/companyId/:companyId/days': {
    tag: 'Prayer times',
    summary: 'Consecutive days of times (offline copies for screens).',
    access: 'public-masjid',
  },
  'GET /api/calendar/companyUrl/:url/type/:type/year/:year': {
    tag: 'Prayer times',
    summary: 'A Gregorian or Hijri year (or one month) of times.',
    access: 'public-masjid',
  },
  'GET /api/companies/url/:companyUrl/prayer-times.ics': {
    tag: 'Prayer times',
    summary: 'The next twelve months of times as an iCalendar feed to subscribe to (docs/outside-the-hall.md).',
    access: 'public-masjid',
    produces: 'text/calendar',
  },
  'GET /api/companies/url/:companyUrl/manifest.webmanifest': {
    tag: 'Public pages',
    summary: "The web app manifest that makes the masjid's public page installable.",
    access: 'public-masjid',
    produces: 'application/manifest+json',
  },
  'GET /api/push/vapid-public-key': {
    tag: 'Prayer alerts',
    summary: "The server's VAPID public key, for PushManager.subscribe().",
    access: 'anyone',
  },
  'POST /api/companies/url/:companyUrl/push-subscriptions': {
    tag: 'Prayer alerts',
    summary:
      "Subscribe a browser to a masjid's prayer alerts (azan, iqama, minutes before iqama, per prayer); again to change them.",
    access: 'public-masjid',
  },
  'POST /api/push-subscriptions/unsubscribe': {
    tag: 'Prayer alerts',
    summary: "End a browser's prayer alerts (the endpoint is the proof).",
    access: 'anyone',
  },
  'GET /bulk/prayer/export/:companyId': {
    tag: 'Prayer times',
    summary: 'The timetable as CSV.',
    access: 'masjid-admin',
    produces: 'text/csv',
  },
  'POST /bulk/prayer/validateImport': {
    tag: 'Prayer times',
    summary:
      'Check a timetable CSV before importing it (multipart: file, companyId, year, confirmFarTimes): printed layouts, 12-hour times, missing iqama columns filled; checked like a save (400 out of order, 422 NEEDS_CONFIRMATION for far times).',
    access: 'masjid-admin',
    consumes: 'multipart/form-data',
  },
  'GET /api/health': {
    tag: 'Operations',
    summary: 'Whether the server and its database answer: "Ok" as text (503 "Database unavailable" otherwise).',
    access: 'anyone',
    produces: 'text/plain',
  },
  'POST /api/screens/pairings': { tag: 'Screens', summary: 'A screen asks for a pairing code.', access: 'anyone' },
  'GET /api/screens/pairings/:pairingId': {
    tag: 'Screens',
    summary: 'A screen polls its pairing; answers its token once claimed.',
    access: 'anyone',
  },
  'POST /api/screens/heartbeat': {
    tag: 'Screens',
    summary: 'A screen reports its state and picks up commands.',
    access: 'screen',
  },
  'POST /api/screens/screenshot': {
    tag: 'Screens',
    summary: 'A screen uploads a screenshot (PNG or JPEG body).',
    access: 'screen',
    consumes: 'image/png',
  },
  'GET /api/companies/:companyId/screens': {
    tag: 'Screens',
    summary: "A masjid's screens.",
    access: 'masjid-admin',
    answers: 'array',
  },
  'POST /api/companies/:companyId/screens': {
    tag: 'Screens',
    summary: 'Claim a screen by its pairing code.',
    access: 'masjid-admin',
  },
  'PATCH /api/companies/:companyId/screens/:screenId': {
    tag: 'Screens',
    summary: 'Rename a screen.',
    access: 'masjid-admin',
  },
  'POST /api/companies/:companyId/screens/:screenId/commands': {
    tag: 'Screens',
    summary: 'Send a screen a command (reload, screenshot ...).',
    access: 'masjid-admin',
  },
  'GET /api/companies/:companyId/screens/:screenId/screenshot': {
    tag: 'Screens',
    summary: "A screen's last screenshot.",
    access: 'masjid-admin',
    produces: 'image/png',
  },
  'DELETE /api/companies/:companyId/screens/:screenId': {
    tag: 'Screens',
    summary: 'Remove a screen (its token stops working).',
    access: 'masjid-admin',
  },
  'GET /api/history': {
    tag: 'History',
    summary: 'Changes across all masjids.',
    access: 'super-admin',
  },
  'GET /api/history/companies/:companyId': {
    tag: 'History',
    summary: "A masjid's changes, newest first.",
    access: 'masjid-admin',
  },
  'POST /api/history/:entryId/restore': {
    tag: 'History',
    summary: 'Put back what a change replaced.',
    access: 'masjid-admin',
  },
  'GET /api/backup': {
    tag: 'Operations',
    summary: 'A backup of the whole database: one JSON object per line (docs/backup.md).',
    access: 'super-admin',
    produces: 'application/x-ndjson',
  },
  'GET /api/openapi.json': { tag: 'Operations', summary: 'This document.', access: 'anyone' },
};
