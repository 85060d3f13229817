import type { Migration } from 'kysely/migration';
import * as accounts from './2026-11-22-0001-accounts.js';
import * as prayer from './2026-11-22-0100-prayer.js';
import * as centralControl from './2026-11-22-0200-central-control.js';
import * as sessionCutoff from './2026-11-23-0300-session-cutoff.js';
import * as screens from './2026-11-24-800-screens.js';
import * as changeHistory from './2026-11-24-500-change-history.js';
import * as outsidePush from './2026-11-25-outside-push.js';
import * as growingDelayAndSessionEpoch from './2026-11-24-400-growing-delay-and-session-epoch.js';
import * as occasions from './2026-11-25-occasions-jumuah-eid-ramadan.js';
import * as backrowHadith from './2026-11-25-backrow-0100-hadith.js';
import * as volunteerRegistration from './2026-11-25-volunteer-registration.js';
import * as acctCurrency from './2026-11-26-acct-0001-currency.js';
import * as acctActivationRequest from './2026-11-26-acct-0002-activation-request.js';
import * as adminlangUserLanguage from './2026-11-26-adminlang-0001-user-language.js';
import * as screenlangScreenLanguage from './2026-11-26-screenlang-0001-screen-language.js';
import * as pushSubscriptionLanguage from './2026-11-28-0500-push-subscription-language.js';

/** Every migration, by sortable name. Add new ones at the end; never rename or edit a landed one. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-accounts': accounts,
  '2026-11-22-0200-central-control': centralControl,
  '2026-11-22-0100-prayer': prayer,
  '2026-11-23-0300-session-cutoff': sessionCutoff,
  '2026-11-24-800-screens': screens,
  '2026-11-24-500-change-history': changeHistory,
  '2026-11-24-400-growing-delay-and-session-epoch': growingDelayAndSessionEpoch,
  '2026-11-25-occasions-jumuah-eid-ramadan': occasions,
  '2026-11-25-backrow-0100-hadith': backrowHadith,
  '2026-11-25-outside-push': outsidePush,
  '2026-11-25-volunteer-registration': volunteerRegistration,
  '2026-11-26-acct-0001-currency': acctCurrency,
  '2026-11-26-acct-0002-activation-request': acctActivationRequest,
  '2026-11-26-adminlang-0001-user-language': adminlangUserLanguage,
  '2026-11-26-screenlang-0001-screen-language': screenlangScreenLanguage,
  '2026-11-28-0500-push-subscription-language': pushSubscriptionLanguage,
};
