/**
 * The words of prayer alerts, apart from their zod schemas so that the public page can offer them without
 * loading zod (docs/outside-the-hall.md).
 */

/** The prayers a worshipper can be alerted for (azanAlert, iqamaAlert, beforeIqamaAlert per prayer). */
export const ALERT_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type AlertPrayer = (typeof ALERT_PRAYERS)[number];
export type AlertKind = 'azan' | 'iqama' | 'beforeIqama';
/** Longer than an hour before iqama would be before the azan of most prayers. */
export const MAX_BEFORE_IQAMA_MINUTES = 60;
