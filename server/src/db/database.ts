import type { AppSecretTable, LoginAttemptTable } from '../auth/auth.table.js';
import type {
  AnnouncementTable,
  CentralControlTable,
  CustomReminderTable,
  ExpenseSheetRowTable,
  ExpenseSheetTable,
  ExpenseTable,
  FundTable,
  JummahTable,
} from '../central-control/central-control.table.js';
import type { CompanyTable } from '../companies/company.table.js';
import type { CompanyConfigurationTable } from '../configurations/configuration.table.js';
import type { PrayerConfigTable, PrayerOverrideTable } from '../prayer/prayer.table.js';
import type { AppUserTable } from '../users/user.table.js';

/** Every table, composed once from the features that own them. */
export interface Database {
  company: CompanyTable;
  app_user: AppUserTable;
  company_configuration: CompanyConfigurationTable;
  app_secret: AppSecretTable;
  login_attempt: LoginAttemptTable;
  central_control: CentralControlTable;
  fund: FundTable;
  expense: ExpenseTable;
  expense_sheet: ExpenseSheetTable;
  expense_sheet_row: ExpenseSheetRowTable;
  jummah: JummahTable;
  announcement: AnnouncementTable;
  custom_reminder: CustomReminderTable;
  prayer_config: PrayerConfigTable;
  prayer_override: PrayerOverrideTable;
}
