import type { ColumnType } from 'kysely';
import type { AlertSettings } from '@core/push/push-alerts.schema.js';

export interface PushSubscriptionTable {
  id: string;
  company_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  alerts: ColumnType<AlertSettings, string, string>;
  /** The language of its alerts' titles and bodies (docs/outside-the-hall.md "Prayer alerts"). */
  language: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  planned_at: Date | null;
}

export interface PushAlertTable {
  id: string;
  subscription_id: string;
  company_id: string;
  /** 'YYYY-MM-DD', the masjid's day the prayer belongs to. */
  prayer_date: string;
  prayer: string;
  kind: string;
  due_at: Date;
  title: string;
  body: string;
  sent_at: Date | null;
  /**
   * 'sent', 'gone' (the push service forgot the browser), 'refused' (its name leads inside), 'failed: <status
   * or timeout, too-large, network, aborted, dns>', 'late' (too old to send), 'sending' (taken, send not ended).
   */
  outcome: string | null;
}
