/**
 * The titles the server records for each change (docs/history.md "In the admin's language"). The server
 * stores the English text; the History screens read the title back and give it in the admin's language
 * (admin-web/src/features/history/logic/history-words.ts maps every id to a catalog key, so a title
 * added here without a translation fails the type check). Changing a text here changes what new entries
 * store, and older entries keep theirs: keep the texts as they are.
 */
export const HISTORY_TITLES = {
  registeredMasjid: 'Registered the masjid',
  editedMasjidDuringRegistration: 'Edited the masjid during registration',
  editedMasjidProfile: 'Edited the masjid profile',
  activatedMasjid: 'Activated the masjid',
  deactivatedMasjid: 'Deactivated the masjid',
  deletedMasjid: 'Deleted the masjid and all its data',
  releasedUrl: 'Released the dashboard URL of a registration left unfinished',
  choseNewPassword: 'Chose a new password from an emailed link',
  invitedAgain: 'Sent an invitation again',
  invitedUser: 'Invited a user',
  acceptedInvitation: 'Accepted the invitation and chose a password',
  addedFirstAdmin: 'Added the first admin',
  addedUser: 'Added a user',
  editedOwnProfile: 'Edited their own profile',
  editedUser: 'Edited a user',
  choseLanguage: 'Chose their language',
  activatedUser: 'Activated a user',
  deactivatedUser: 'Deactivated a user',
  resetPassword: 'Reset a password',
  changedOwnPassword: 'Changed their own password',
  confirmedEmail: 'Confirmed their email address',
  savedDisplaySettings: 'Saved display settings',
  savedContent: 'Saved content',
  savedOccasions: "Saved Jumu'ah, Eid and Ramadan",
  savedSoundProfile: 'Saved the sounds of the prayers',
  uploadedRecording: 'Uploaded a recording',
  changedRecording: 'Renamed a recording',
  deletedRecording: 'Deleted a recording',
  savedPlaylist: 'Saved the playlist',
  restoredPlaylist: 'Restored the playlist',
  uploadedPoster: 'Uploaded a poster',
  uploadedVideo: 'Uploaded a video',
  deletedPoster: 'Deleted a poster',
  deletedVideo: 'Deleted a video',
  savedAdhkar: 'Saved the after-prayer adhkar',
  resetPrayers: 'Reset prayers',
  setUpPrayerTimes: 'Set up prayer times',
  savedTimetable: 'Saved the timetable',
  savedImportedTimetable: 'Saved an imported timetable',
  changedDst: 'Changed daylight saving',
  changedRules: 'Changed calculation and iqama rules',
  sentUrgentMessage: 'Sent an urgent message to the screens',
  withdrewUrgentMessage: 'Withdrew the urgent message',
  sentServerNotice: 'Sent a server notice to every masjid',
  withdrewServerNotice: 'Withdrew the server notice',
  declaredMonth: 'Declared the start of a Hijri month',
  withdrewMonthDeclaration: 'Withdrew a month declaration',
  restoredMonthDeclarations: 'Restored the month declarations',
  councilDeclaredMonth: 'The council the masjid follows declared the start of a Hijri month',
  councilPublishedTimetable: 'The council the masjid follows published its timetable',
  councilWithdrewTimetable: "The council withdrew its timetable: kept a copy of the council's azan times",
  followedCouncilTimetable: "Followed the council's timetable",
  stoppedFollowingCouncilTimetable: "Stopped following the council's timetable: kept a copy of its azan times",
} as const;

export type HistoryTitleId = keyof typeof HISTORY_TITLES;

/** The restore's title, with the restored entry's time (UTC) and author: its own pattern, read back by RESTORED_TITLE. */
export function restoredTitle(when: string, email: string | null): RestoredTitle {
  return `Restored the timetable as saved on ${when} UTC${email ? ` by ${email}` : ''}`;
}

export type RestoredTitle = `Restored the timetable as saved on ${string} UTC${string}`;

/** What restoredTitle writes: group 1 the time, group 2 the author when there is one. */
export const RESTORED_TITLE = /^Restored the timetable as saved on (\d{4}-\d\d-\d\d \d\d:\d\d) UTC(?: by (.+))?$/;

/** Every title an entry is recorded with. */
export type HistoryTitle = (typeof HISTORY_TITLES)[HistoryTitleId] | RestoredTitle;
