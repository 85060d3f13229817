import type { AppSecretTable, LoginAttemptTable } from '../auth/auth.table.js';
import type {
  AnnouncementTable,
  ContentVersionTable,
  CustomReminderTable,
  ExpenseSheetRowTable,
  ExpenseSheetTable,
  ExpenseTable,
  FundTable,
  JummahTable,
} from '../content/content.table.js';
import type { MasjidTable } from '../masjids/masjid.table.js';
import type { MasjidConfigurationTable } from '../configurations/configuration.table.js';
import type { MasjidOccasionsTable } from '../occasions/occasions.table.js';
import type { MasjidSoundProfileTable } from '../sound/sound-profile.table.js';
import type { MasjidRecordingTable } from '../sound/recording.table.js';
import type {
  MasjidPlaylistTable,
  MasjidPosterSizeTable,
  MasjidPosterTable,
  MasjidVideoTable,
} from '../playlists/playlist.table.js';
import type { MasjidAdhkarTable } from '../adhkar/adhkar.table.js';
import type { PrayerConfigTable, PrayerOverrideTable } from '../prayer/prayer.table.js';
import type {
  ScreenCommandTable,
  ScreenPairingTable,
  ScreenScreenshotTable,
  ScreenTable,
} from '../screens/screen.table.js';
import type { HadithImportTable, HadithTable } from '../hadith/hadith.table.js';
import type { ChangeHistoryTable } from '../history/history.table.js';
import type { AppUserTable } from '../users/user.table.js';
import type { PushAlertTable, PushSubscriptionTable } from '../push/push.table.js';
import type { UrgentMessageTable } from '../urgent/urgent.table.js';
import type { MonthDeclarationTable } from '../month-declarations/month-declarations.table.js';
import type { CouncilAdminTable, CouncilMemberTable, CouncilTable } from '../councils/council.table.js';

/** Every table, composed once from the features that own them. */
export interface Database {
  company: MasjidTable;
  app_user: AppUserTable;
  company_configuration: MasjidConfigurationTable;
  app_secret: AppSecretTable;
  login_attempt: LoginAttemptTable;
  central_control: ContentVersionTable;
  fund: FundTable;
  expense: ExpenseTable;
  expense_sheet: ExpenseSheetTable;
  expense_sheet_row: ExpenseSheetRowTable;
  jummah: JummahTable;
  announcement: AnnouncementTable;
  custom_reminder: CustomReminderTable;
  prayer_config: PrayerConfigTable;
  prayer_override: PrayerOverrideTable;
  screen: ScreenTable;
  screen_pairing: ScreenPairingTable;
  screen_command: ScreenCommandTable;
  screen_screenshot: ScreenScreenshotTable;
  change_history: ChangeHistoryTable;
  masjid_occasions: MasjidOccasionsTable;
  masjid_adhkar: MasjidAdhkarTable;
  masjid_sound_profile: MasjidSoundProfileTable;
  masjid_recording: MasjidRecordingTable;
  masjid_playlist: MasjidPlaylistTable;
  masjid_poster: MasjidPosterTable;
  masjid_poster_size: MasjidPosterSizeTable;
  masjid_video: MasjidVideoTable;
  month_declaration: MonthDeclarationTable;
  council: CouncilTable;
  council_admin: CouncilAdminTable;
  council_member: CouncilMemberTable;
  hadith: HadithTable;
  hadith_import: HadithImportTable;
  push_subscription: PushSubscriptionTable;
  push_alert: PushAlertTable;
  urgent_message: UrgentMessageTable;
}
