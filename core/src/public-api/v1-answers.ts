/**
 * The answers of the keyless read API, version 1 (docs/public-api.md). These schemas are the published
 * shape: the API document shows them field by field and the tests check every answer against them. Within
 * v1 a field is only ever added, never renamed, retyped or removed (docs/public-api.md, "Stability").
 */
import { z } from 'zod';

const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export const v1PrayerName = z.enum(PRAYERS).meta({ description: 'fajr, dhuhr (Zuhr), asr, maghrib or isha.' });

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: 'A Gregorian date, YYYY-MM-DD.' });
const clockTime = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .meta({ description: "The masjid's wall-clock time, HH:mm (24 h)." });

/** One moment of the timetable: the instant with the masjid's UTC offset, and its wall-clock time. */
export const v1Moment = z.object({
  at: z.string().meta({
    description: "The instant, ISO 8601 with the masjid's UTC offset of that moment, e.g. 2026-05-10T13:15:00-04:00.",
    examples: ['2026-05-10T13:15:00-04:00'],
  }),
  time: clockTime,
});
export type V1Moment = z.infer<typeof v1Moment>;

export const v1Prayer = z.object({
  azan: v1Moment,
  iqama: v1Moment.nullable().meta({ description: 'null when the masjid gives no iqama for that day.' }),
});

export const v1Hijri = z
  .object({
    year: z.number().int(),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(30),
    monthName: z.string().meta({ examples: ['Ramadan'] }),
  })
  .meta({
    description:
      "The Hijri date of the Gregorian day (its daytime), as the masjid counts it: its declared months first, then Umm al-Qura with the masjid's adjustment.",
  });

export const v1JumuahSession = z.object({
  session: z.number().int().min(1),
  khutbah: v1Moment,
  salah: v1Moment,
  salahGiven: z
    .boolean()
    .meta({ description: 'false: the masjid gave only the khutbah; salah is taken as 30 minutes later.' }),
  language: z.string().meta({ description: "The khutbah's language as the masjid writes it; '' when not said." }),
  khateeb: z.string().nullable().meta({ description: 'The khateeb the masjid published for this session, or null.' }),
});

export const v1Jumuah = z.object({
  sessions: z.array(v1JumuahSession).meta({
    description: "The masjid's Jumu'ah sessions; empty when it publishes none (Jumu'ah then takes Dhuhr's times).",
  }),
  khateeb: z
    .string()
    .nullable()
    .meta({ description: "The khateeb of the first session, or of the day's Jumu'ah when there are no sessions." }),
  note: z.string().meta({ description: "The masjid's own words about Jumu'ah, or ''." }),
});

export const v1EidKind = z.enum(['fitr', 'adha']);

export const v1EidPrayer = z.object({
  eid: v1EidKind,
  times: z.array(v1Moment),
  place: z.string().meta({ description: "Where, when it is not the masjid itself; '' for the masjid." }),
});

export const v1Day = z.object({
  date: isoDate,
  hijri: v1Hijri,
  sunrise: v1Moment.nullable(),
  prayers: z.object({
    fajr: v1Prayer,
    dhuhr: v1Prayer,
    asr: v1Prayer,
    maghrib: v1Prayer,
    isha: v1Prayer,
  }),
  ramadan: z
    .boolean()
    .meta({ description: 'A fasting day of Ramadan by the masjid (its own Eid al-Fitr ends Ramadan).' }),
  ramadanDay: z.number().int().min(1).max(30).nullable(),
  eid: v1EidKind.nullable().meta({
    description:
      "fitr or adha on the masjid's Eid day (the date of its Eid prayer, else its Hijri calendar's), else null.",
  }),
  eidPrayers: z.array(v1EidPrayer),
  jumuah: v1Jumuah.nullable().meta({ description: "On a Friday, the masjid's Jumu'ah; null on other days." }),
});
export type V1Day = z.infer<typeof v1Day>;

export const v1MasjidSummary = z.object({
  name: z.string(),
  url: z.string().meta({ description: 'The masjid in every v1 path, and its page: /{url}.' }),
  timeZone: z
    .string()
    .nullable()
    .meta({ description: 'IANA zone of its timetable; null before its times are set up.' }),
});

export const v1MasjidListItem = v1MasjidSummary.extend({
  country: z.string().meta({ description: 'ISO 3166-1 alpha-2.' }),
  latitude: z.number().nullable().meta({ description: 'Rounded to 2 decimals (about 1 km); null when not known.' }),
  longitude: z.number().nullable(),
});

export const v1MasjidList = z.object({
  version: z.literal(1),
  masjids: z.array(v1MasjidListItem),
});
export type V1MasjidList = z.infer<typeof v1MasjidList>;

export const v1Days = z.object({
  version: z.literal(1),
  masjid: v1MasjidSummary,
  days: z.array(v1Day),
});
export type V1Days = z.infer<typeof v1Days>;

export const v1NextPrayer = z.object({
  prayer: v1PrayerName,
  date: isoDate.meta({ description: 'The timetable day the prayer belongs to.' }),
  azan: v1Moment,
  iqama: v1Moment.nullable(),
});

export const v1NextIqama = z.object({
  prayer: v1PrayerName,
  date: isoDate,
  at: z.string(),
  time: clockTime,
});

export const v1Next = z.object({
  version: z.literal(1),
  masjid: v1MasjidSummary,
  date: isoDate.meta({ description: "The masjid's today." }),
  ramadan: z.boolean().meta({ description: 'Today is a fasting day of Ramadan by the masjid.' }),
  next: v1NextPrayer
    .nullable()
    .meta({ description: 'The prayer whose azan comes next; null without a timetable for the coming days.' }),
  nextIqama: v1NextIqama.nullable().meta({
    description: "The next iqama of any prayer: between a prayer's azan and its iqama, that prayer's.",
  }),
});
export type V1Next = z.infer<typeof v1Next>;
