import type { Migration } from 'kysely/migration';
import * as accounts from './2026-11-22-0001-accounts.js';
import * as prayer from './2026-11-22-0100-prayer.js';
import * as centralControl from './2026-11-22-0200-central-control.js';
import * as sessionCutoff from './2026-11-23-0300-session-cutoff.js';
import * as growingDelayAndSessionEpoch from './2026-11-24-0400-growing-delay-and-session-epoch.js';
import * as changeHistory from './2026-11-24-0500-change-history.js';
import * as screens from './2026-11-24-0800-screens.js';
import * as hadithCollection from './2026-11-25-0100-hadith-collection.js';
import * as jumuahEidRamadan from './2026-11-25-0200-jumuah-eid-ramadan.js';
import * as pushSubscriptions from './2026-11-25-0300-push-subscriptions.js';
import * as volunteerRegistration from './2026-11-25-0400-volunteer-registration.js';
import * as currency from './2026-11-26-0100-currency.js';
import * as activationRequest from './2026-11-26-0200-activation-request.js';
import * as userLanguage from './2026-11-26-0300-user-language.js';
import * as screenLanguage from './2026-11-26-0400-screen-language.js';
import * as pushSubscriptionLanguage from './2026-11-28-0500-push-subscription-language.js';
import * as urgentMessage from './2026-11-28-0600-urgent-message.js';
import * as masjidAdhkar from './2026-11-28-0610-masjid-adhkar.js';
import * as monthDeclarationsAndCouncils from './2026-12-02-0100-month-declarations-and-councils.js';
import * as soundProfile from './2026-12-02-0500-sound-profile.js';
import * as screenPlayer from './2026-12-02-0600-screen-player.js';
import * as screenSound from './2026-12-02-0700-screen-sound.js';
import * as masjidRecordings from './2026-12-02-0800-masjid-recordings.js';
import * as masjidPlaylist from './2026-12-02-0900-masjid-playlist.js';
import * as posterSizesAndVideos from './2026-12-03-0100-poster-sizes-and-videos.js';
import * as recordingLoudness from './2026-12-03-0100-recording-loudness.js';

/**
 * Every migration, named `yyyy-mm-dd-hhmm-what-it-does` and listed in the order of their names, which is the
 * order a new database runs them in (CONTRIBUTING.md "Add a migration"; migrations.test.ts holds both).
 * Add new ones at the end; never rename or edit a landed one except through RENAMED_MIGRATIONS.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-accounts': accounts,
  '2026-11-22-0100-prayer': prayer,
  '2026-11-22-0200-central-control': centralControl,
  '2026-11-23-0300-session-cutoff': sessionCutoff,
  '2026-11-24-0400-growing-delay-and-session-epoch': growingDelayAndSessionEpoch,
  '2026-11-24-0500-change-history': changeHistory,
  '2026-11-24-0800-screens': screens,
  '2026-11-25-0100-hadith-collection': hadithCollection,
  '2026-11-25-0200-jumuah-eid-ramadan': jumuahEidRamadan,
  '2026-11-25-0300-push-subscriptions': pushSubscriptions,
  '2026-11-25-0400-volunteer-registration': volunteerRegistration,
  '2026-11-26-0100-currency': currency,
  '2026-11-26-0200-activation-request': activationRequest,
  '2026-11-26-0300-user-language': userLanguage,
  '2026-11-26-0400-screen-language': screenLanguage,
  '2026-11-28-0500-push-subscription-language': pushSubscriptionLanguage,
  '2026-11-28-0600-urgent-message': urgentMessage,
  '2026-11-28-0610-masjid-adhkar': masjidAdhkar,
  '2026-12-02-0100-month-declarations-and-councils': monthDeclarationsAndCouncils,
  '2026-12-02-0500-sound-profile': soundProfile,
  '2026-12-02-0600-screen-player': screenPlayer,
  '2026-12-02-0700-screen-sound': screenSound,
  '2026-12-02-0800-masjid-recordings': masjidRecordings,
  '2026-12-02-0900-masjid-playlist': masjidPlaylist,
  '2026-12-03-0100-poster-sizes-and-videos': posterSizesAndVideos,
  '2026-12-03-0100-recording-loudness': recordingLoudness,
};

/**
 * Names landed under three older schemes (a work stream's prefix, three-digit times), by their name now. A
 * database that ran them records the old name; the start renames the record before migrating, so the
 * migration is not run twice. Each new name sorts where the old one did, so the order a new database
 * takes is the one every existing database took.
 */
export const RENAMED_MIGRATIONS: Record<string, string> = {
  '2026-11-24-400-growing-delay-and-session-epoch': '2026-11-24-0400-growing-delay-and-session-epoch',
  '2026-11-24-500-change-history': '2026-11-24-0500-change-history',
  '2026-11-24-800-screens': '2026-11-24-0800-screens',
  '2026-11-25-backrow-0100-hadith': '2026-11-25-0100-hadith-collection',
  '2026-11-25-occasions-jumuah-eid-ramadan': '2026-11-25-0200-jumuah-eid-ramadan',
  '2026-11-25-outside-push': '2026-11-25-0300-push-subscriptions',
  '2026-11-25-volunteer-registration': '2026-11-25-0400-volunteer-registration',
  '2026-11-26-acct-0001-currency': '2026-11-26-0100-currency',
  '2026-11-26-acct-0002-activation-request': '2026-11-26-0200-activation-request',
  '2026-11-26-adminlang-0001-user-language': '2026-11-26-0300-user-language',
  '2026-11-26-screenlang-0001-screen-language': '2026-11-26-0400-screen-language',
};
