/**
 * The dashboard's middle slideshow (docs/product-rules.md sections 2, 4 and 9): expenses, then funds two at a time,
 * then each expense sheet, then the announcements of the day. It rotates only when there is more than
 * one slide; a manual Next shows the next slide and restarts the 15-second wait.
 */
import { activeAnnouncements } from '../content/announcements.js';
import type { Announcement, CentralControl, Expense, ExpenseSheet, Fund } from '../content/central-control.types.js';

export const SLIDE_INTERVAL_MS = 15_000;
export const SLIDE_ANIMATION_MS = 700;
export const FUNDS_PER_SLIDE = 2;
/** docs/product-rules.md ("Constants and formats"): the progress ring animates for 2 seconds, again every 10 seconds. */
export const RING_ANIMATION_MS = 2_000;
export const RING_REPEAT_MS = 10_000;

export type Slide =
  | { kind: 'expenses'; key: string; expenses: Expense[] }
  | { kind: 'funds'; key: string; funds: Fund[] }
  | { kind: 'sheet'; key: string; sheet: ExpenseSheet }
  | { kind: 'announcement'; key: string; announcement: Announcement };

type SlideContent = Pick<CentralControl, 'funds' | 'expenses' | 'expenseSheets' | 'announcements'>;

/** The slides for the masjid's `today` ('YYYY-MM-DD'); disabled items never show, even if a stale copy has them. */
export function buildSlides(content: SlideContent, today: string): Slide[] {
  const slides: Slide[] = [];
  const expenses = (content.expenses ?? []).filter((expense) => expense.enabled);
  if (expenses.length) slides.push({ kind: 'expenses', key: 'expenses', expenses });
  const funds = (content.funds ?? []).filter((fund) => fund.enabled);
  for (let start = 0; start < funds.length; start += FUNDS_PER_SLIDE) {
    slides.push({ kind: 'funds', key: `funds-${start}`, funds: funds.slice(start, start + FUNDS_PER_SLIDE) });
  }
  (content.expenseSheets ?? [])
    .filter((sheet) => sheet.enabled)
    .forEach((sheet, index) => slides.push({ kind: 'sheet', key: `sheet-${sheet.id ?? index}`, sheet }));
  activeAnnouncements(content.announcements ?? [], today).forEach((announcement, index) =>
    slides.push({ kind: 'announcement', key: `announcement-${announcement.id ?? index}`, announcement }),
  );
  return slides;
}

export function shouldRotate(count: number): boolean {
  return count > 1;
}

/** The slide after `index`, wrapping to the first; an index beyond a shrunken list restarts at 0. */
export function nextSlideIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return index + 1 >= count || index < 0 ? 0 : index + 1;
}

/** docs/product-rules.md ("Validation"): a fund's percent is current divided by goal (0 when there is no goal). */
export function fundPercent(fund: Pick<Fund, 'current' | 'goal'>): number {
  const goal = Number(fund.goal);
  const current = Number(fund.current);
  if (!Number.isFinite(goal) || goal <= 0 || !Number.isFinite(current)) return 0;
  return Math.round((current / goal) * 100);
}

/** Sheet rows in their stored order. */
export function orderedRows(sheet: ExpenseSheet) {
  return [...(sheet.rows ?? [])].sort((a, b) => a.order - b.order);
}
