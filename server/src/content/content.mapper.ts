import { randomUUID } from 'node:crypto';
import type { CentralControlValues } from '@core/content/central-control.schema.js';
import type {
  Announcement,
  CustomReminder,
  Expense,
  ExpenseSheet,
  Fund,
  Jummah,
} from '@core/content/central-control.types.js';
import type { loadContentRows } from './content.repository.js';
import type { AnnouncementRow, CustomReminderRow, ExpenseRow, FundRow, JummahRow } from './content.table.js';

type ContentRows = Awaited<ReturnType<typeof loadContentRows>>;

export const toFund = (row: FundRow): Fund => ({
  id: row.id,
  name: row.name,
  goal: row.goal,
  current: row.current_amount,
  pledge: row.pledge,
  endDate: row.end_date,
  enabled: row.enabled,
});

export const toExpense = (row: ExpenseRow): Expense => ({
  id: row.id,
  lineItem: row.line_item,
  amount: row.amount,
  enabled: row.enabled,
});

export const toJummah = (row: JummahRow): Jummah => ({
  id: row.id,
  khateeb: row.khateeb,
  date: row.jummah_date,
  enabled: row.enabled,
  session: row.session,
});

export const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  title: row.title,
  text: row.body,
  image: row.image,
  startDate: row.start_date,
  endDate: row.end_date,
  enabled: row.enabled,
});

export const toReminder = (row: CustomReminderRow): CustomReminder => ({
  id: row.id,
  text: row.body,
  reference: row.reference,
  enabled: row.enabled,
});

export function toContentLists(rows: ContentRows) {
  const rowsBySheet = new Map<string, ExpenseSheet['rows']>();
  for (const row of rows.sheetRows) {
    const list = rowsBySheet.get(row.expense_sheet_id) ?? [];
    list.push({ order: row.position, label: row.label, value: row.value });
    rowsBySheet.set(row.expense_sheet_id, list);
  }
  return {
    funds: rows.funds.map(toFund),
    expenses: rows.expenses.map(toExpense),
    expenseSheets: rows.sheets.map((sheet): ExpenseSheet => ({
      id: sheet.id,
      name: sheet.name,
      description: sheet.description,
      enabled: sheet.enabled,
      rows: rowsBySheet.get(sheet.id) ?? [],
    })),
    jummahs: rows.jummahs.map(toJummah),
    announcements: rows.announcements.map(toAnnouncement),
    reminders: rows.reminders.map(toReminder),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids the client sent back are kept when they look like ours and are not repeated, so entries stay
 * stable across saves; anything else gets a fresh id. Rows are scoped by masjid, so a kept id never
 * touches another masjid's row.
 */
export function assignIds<T extends { id?: string | undefined }>(items: readonly T[]): (T & { id: string })[] {
  const used = new Set<string>();
  return items.map((item) => {
    const keep = item.id && UUID.test(item.id) && !used.has(item.id.toLowerCase());
    const id = keep ? item.id!.toLowerCase() : randomUUID();
    used.add(id);
    return { ...item, id };
  });
}

type Lists = { [K in keyof CentralControlValues]-?: NonNullable<CentralControlValues[K]> };

export const fundColumns = (funds: Lists['funds']) =>
  assignIds(funds).map((fund, position) => ({
    id: fund.id,
    position,
    name: fund.name,
    goal: fund.goal,
    current_amount: fund.current,
    pledge: fund.pledge,
    end_date: fund.endDate,
    enabled: fund.enabled,
  }));

export const expenseColumns = (expenses: Lists['expenses']) =>
  assignIds(expenses).map((expense, position) => ({
    id: expense.id,
    position,
    line_item: expense.lineItem,
    amount: expense.amount,
    enabled: expense.enabled,
  }));

export function expenseSheetColumns(sheets: Lists['expenseSheets']) {
  const withIds = assignIds(sheets);
  return {
    sheets: withIds.map((sheet, position) => ({
      id: sheet.id,
      position,
      name: sheet.name,
      description: sheet.description,
      enabled: sheet.enabled,
    })),
    rows: withIds.flatMap((sheet) =>
      sheet.rows.map((row) => ({
        expense_sheet_id: sheet.id,
        position: row.order,
        label: row.label,
        value: row.value,
      })),
    ),
  };
}

export const jummahColumns = (jummahs: Lists['jummahs']) =>
  assignIds(jummahs).map((jummah, position) => ({
    id: jummah.id,
    position,
    khateeb: jummah.khateeb,
    jummah_date: jummah.date,
    enabled: jummah.enabled,
    session: jummah.session,
  }));

export const announcementColumns = (announcements: Lists['announcements']) =>
  assignIds(announcements).map((announcement, position) => ({
    id: announcement.id,
    position,
    title: announcement.title,
    body: announcement.text,
    image: announcement.image,
    start_date: announcement.startDate,
    end_date: announcement.endDate,
    enabled: announcement.enabled,
  }));

export const reminderColumns = (reminders: Lists['reminders']) =>
  assignIds(reminders).map((reminder, position) => ({
    id: reminder.id,
    position,
    body: reminder.text,
    reference: reminder.reference,
    enabled: reminder.enabled,
  }));
