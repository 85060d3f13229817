/**
 * Which column of an uploaded timetable holds what (docs/csv.md "Reading a printed timetable"), from the
 * header words masjids print in the eight languages: 'Fajr Begins, Jamaat, Sunrise, Zuhr Begins, Jamaat',
 * 'Start/Jama'ah/Iqamah/Jamat', 'İmsak, Güneş, Öğle, İkindi, Akşam, Yatsı', 'Subuh, Terbit, Dzuhur, Ashar,
 * Maghrib, Isya', 'الفجر, الشروق, الظهر', a header over two lines (the prayer on the first, Begins and
 * Jamaat under it). A bare iqama word ('Jamaat') belongs to the prayer on its left.
 */
import type { AzanColumn, PrayerColumn } from './prayer.types.js';
import { IQAMA_COLUMN } from './iqama.js';
import { COLUMN_LABELS } from './table-columns.js';

/** Lower case, without accents, harakat or vowel signs, one spelling per Arabic-script letter. */
export function foldWord(text: string): string {
  return text
    .toLowerCase()
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u0640'’`ʼ]/g, '')
    .replace(/[ٱأإآ]/g, 'ا')
    .replace(/[ةہۃھە]/g, 'ه')
    .replace(/[یى]/g, 'ي')
    .replace(/ک/g, 'ك');
}

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean).map(foldWord));

/** The prayer words; `weak` ones name Fajr only where no other Fajr word is in the header (docs/csv.md). */
const PRAYER_WORDS: Record<AzanColumn, Set<string>> = {
  fajr: words('fajr fajar fadjr subh sobh sobuh subuh suboh fecr aube الفجر فجر الصبح صبح ফজর'),
  sunrise: words(
    'sunrise sunrize shurooq shuruq shuruk shurook chourouk chourouq shourouq chorouk syuruk syuruq terbit ' +
      'gunes güneş lever الشروق شروق طلوع سورج সূর্যোদয় সূর্যোদয় উদয়',
  ),
  dhuhr: words(
    'dhuhr zuhr duhr zohr zohar zuhur dhuhur thuhr dhohr dohr zuhor zohor lohor dzuhur dzuhr zhuhur ' +
      'öğle ogle الظهر ظهر ظہر যোহর জোহর যুহর',
  ),
  asr: words('asr asar ashar ikindi i̇kindi العصر عصر আসর'),
  maghrib: words('maghrib magrib maghreb maghrip akşam aksam المغرب مغرب মাগরিব'),
  isha: words('isha ishaa esha icha isya isyak yatsı yatsi العشاء عشاء عشا عشاء এশা ইশা'),
};
/** Turkish boards: İmsak (or Sabah) is the start of Fajr; in Indonesia and Malaysia Imsak comes before Subuh. */
const IMSAK = words('imsak i̇msak imsaak');
const SABAH = words('sabah');

const AZAN_WORDS = words(
  'begins begin beginning start starts starting adhan azan athan adzan azaan ezan debut début awal mulai ' +
    'الاذان اذان أذان آغاز ابتدا শুরু আযান আজান',
);
const IQAMA_WORDS = words(
  'iqama iqamah iqamat iqamaat iqamath ikama ikamah iqomah iqomat jamaat jamat jamaah jamah jammat jamath ' +
    'jemaah jemaat jamaa congregation kamet ikamet الاقامة اقامة إقامة إقامه جماعت اقامت জামাত জামায়াত ইকামত ইকামাত',
);
const DATE_WORDS = words('date dates tarikh tarih tanggal fecha miladi masehi gregorian التاريخ تاريخ تاریخ তারিখ');
const WEEKDAY_WORDS = words('day jour gün gun hari يوم اليوم دن দিন বার weekday');
const HIJRI_WORDS = words('hijri hijrah hijriah hicri islamic هجري الهجري ہجری হিজরি');
const HANAFI_WORDS = words('hanafi 2 ii mithl2 hanafiah');

export interface HeaderColumn {
  index: number;
  /** The header as the file writes it ('Zuhr Jamaat'), to name the column in messages. */
  header: string;
}

export type FileColumn = PrayerColumn | 'date';

export interface ReadHeader {
  columns: Map<FileColumn, HeaderColumn>;
  /** How many records the header took (1 or 2), counted from `start`. */
  lines: number;
  /** The record the header starts at (title lines above it are skipped). */
  start: number;
}

interface Classified {
  prayer?: AzanColumn;
  /** 'imsak' and 'sabah' name Fajr only where no other word does. */
  weak?: 'imsak' | 'sabah';
  kind?: 'azan' | 'iqama';
  date?: boolean;
  weekday?: boolean;
  hanafi?: boolean;
}

function classify(text: string): Classified {
  const tokens = foldWord(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // Two words written apart ('Sun rise') are looked up joined as well.
  const pairs = tokens.slice(1).map((token, index) => `${tokens[index]}${token}`);
  const found: Classified = {};
  for (const token of [...tokens, ...pairs]) {
    for (const [prayer, set] of Object.entries(PRAYER_WORDS) as [AzanColumn, Set<string>][])
      if (set.has(token)) found.prayer ??= prayer;
    if (IMSAK.has(token)) found.weak ??= 'imsak';
    if (SABAH.has(token)) found.weak ??= 'sabah';
    if (IQAMA_WORDS.has(token)) found.kind = 'iqama';
    else if (AZAN_WORDS.has(token)) found.kind ??= 'azan';
    if (DATE_WORDS.has(token)) found.date = true;
    if (WEEKDAY_WORDS.has(token)) found.weekday = true;
    if (HANAFI_WORDS.has(token)) found.hanafi = true;
  }
  if (tokens.some((token) => HIJRI_WORDS.has(token))) {
    found.date = false;
    found.weekday = false;
  }
  if (found.prayer || found.weak) {
    found.date = false;
    found.weekday = false;
  }
  return found;
}

/** How many prayers a record names: a header names at least three. */
function prayersNamed(cells: readonly string[]): number {
  return new Set(cells.map((cell) => classify(cell).prayer).filter(Boolean)).size;
}

const looksLikeData = (cells: readonly string[]) => cells.some((cell) => /\d{1,2}[:.h]\d{2}/.test(cell));

/**
 * Finds the header among the first records and what each column holds. `hanafi` picks the second Asr
 * column where a board prints both (Shafii and Hanafi). Answers undefined when no record names the prayers.
 */
export function readHeader(records: readonly { cells: string[] }[], options: { hanafi?: boolean } = {}): ReadHeader {
  let start = records.findIndex((record, index) => index < 10 && prayersNamed(record.cells) >= 3);
  if (start < 0) start = 0;
  const first = records[start]?.cells ?? [];
  const second = records[start + 1]?.cells;
  // A second header line: no times, and Begins/Jamaat words under the prayers.
  const twoLines =
    second !== undefined &&
    !looksLikeData(second) &&
    second.filter((cell) => classify(cell).kind !== undefined).length >= 2;
  const width = Math.max(first.length, twoLines ? second!.length : 0);
  const texts = Array.from({ length: width }, (_, index) =>
    [first[index] ?? '', twoLines ? (second![index] ?? '') : ''].join(' ').trim(),
  );

  const candidates = new Map<FileColumn, Array<HeaderColumn & { hanafi?: boolean }>>();
  const weak: Array<HeaderColumn & { word: 'imsak' | 'sabah'; kind?: 'azan' | 'iqama' }> = [];
  // A column named by a bare 'Jamaat' is named with the table's own words too: 'Jamaat (Fajr Iqama)'.
  const add = (column: FileColumn, index: number, hanafi?: boolean, bare = false) => {
    const list = candidates.get(column) ?? [];
    const written = texts[index]!.replace(/\s+/g, ' ');
    const header = bare && column !== 'date' ? `${written} (${COLUMN_LABELS[column as PrayerColumn]})` : written;
    list.push({ index, header, hanafi });
    candidates.set(column, list);
  };
  let context: AzanColumn | undefined;
  texts.forEach((text, index) => {
    if (text === '') return;
    const found = classify(text);
    if (found.date) add('date', index);
    else if (found.weekday) add('weekday' as FileColumn, index);
    let prayer = found.prayer;
    if (!prayer && found.weak) {
      weak.push({ index, header: text, word: found.weak, kind: found.kind });
      context = 'fajr';
      return;
    }
    const bare = !prayer;
    if (prayer) context = prayer;
    else if (found.kind && context) prayer = context;
    if (!prayer) return;
    if (found.kind === 'iqama') {
      if (prayer !== 'sunrise') add(IQAMA_COLUMN[prayer], index, false, bare);
    } else add(prayer, index, found.hanafi, bare);
  });

  const columns = new Map<FileColumn, HeaderColumn>();
  for (const [column, list] of candidates) {
    const chosen =
      column === 'asr' && list.length > 1
        ? (list.find((item) => !!item.hanafi === !!options.hanafi) ?? list[0]!)
        : list[0]!;
    columns.set(column, { index: chosen.index, header: chosen.header });
  }
  // A weekday column ('Day') is the date only where no column is called a date (docs/csv.md).
  const weekday = columns.get('weekday' as FileColumn);
  columns.delete('weekday' as FileColumn);
  if (!columns.has('date') && weekday) columns.set('date', weekday);
  if (!columns.has('fajr')) {
    const imsak = weak.find((item) => item.word === 'imsak');
    const sabah = weak.find((item) => item.word === 'sabah');
    const opening = imsak ?? sabah;
    if (opening) columns.set('fajr', { index: opening.index, header: opening.header });
    if (imsak && sabah && !columns.has('fajrIqama'))
      columns.set('fajrIqama', { index: sabah.index, header: sabah.header });
  }
  return { columns, lines: twoLines ? 2 : 1, start };
}
