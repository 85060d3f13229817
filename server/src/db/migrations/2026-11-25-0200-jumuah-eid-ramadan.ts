import { sql, type Kysely } from 'kysely';

/**
 * Jumu'ah sessions, Eid prayers and Ramadan settings (docs/jumuah-eid-ramadan.md): one row per masjid,
 * each part a JSON document read back through its schema. The khateeb schedule gains the session each
 * entry belongs to; entries saved before sessions existed belong to session 1.
 *
 * The single Jumu'ah of before was the free text `jumah_prayer` ("1:30 pm", "1:15 and 2:30"): its times
 * become sessions, each time a khutbah, in order, up to four. The text stays, shown beside them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('jummah')
    .addColumn('session', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`session between 1 and 4`),
    )
    .execute();

  await db.schema
    .createTable('masjid_occasions')
    .addColumn('company_id', 'text', (col) => col.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('jumuah_sessions', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('eid_prayers', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('ramadan', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();

  const texts = await db
    .selectFrom('company_configuration')
    .select(['company_id', 'value'])
    .where('name', '=', 'jumah_prayer')
    .execute();
  for (const { company_id, value } of texts as Array<{ company_id: string; value: string }>) {
    const sessions = sessionsFromText(value);
    if (sessions.length === 0) continue;
    await db
      .insertInto('masjid_occasions')
      .values({
        company_id,
        jumuah_sessions: JSON.stringify(sessions),
        version: 1,
        updated_at: new Date(),
        updated_by: null,
      })
      .execute();
  }
}

const TIME = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?/gi;

/**
 * Times in a free text, as khutbah times: '1:30 pm and 2:30 pm' gives 13:30 and 14:30. A time without
 * am/pm is read as a Friday time (1 to 11 is afternoon, 12 is noon); bare numbers without minutes and
 * without am/pm are not times ("2 sessions").
 */
export function sessionsFromText(text: string): Array<{ khutbah: string; salah: string; language: string }> {
  const minutes: number[] = [];
  for (const match of text.matchAll(TIME)) {
    const [, hourText, minuteText, meridiem] = match;
    if (minuteText === undefined && meridiem === undefined) continue;
    let hour = Number(hourText);
    const minute = Number(minuteText ?? '0');
    if (hour < 1 || hour > 12 || minute > 59) continue;
    if (meridiem === undefined) {
      if (hour < 12) hour += 12;
    } else {
      const pm = meridiem.toLowerCase().startsWith('p');
      if (pm && hour < 12) hour += 12;
      if (!pm && hour === 12) hour = 0;
    }
    const total = hour * 60 + minute;
    if (minutes.length === 0 || total > minutes[minutes.length - 1]!) minutes.push(total);
  }
  return minutes.slice(0, 4).map((total) => ({
    khutbah: `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`,
    salah: '',
    language: '',
  }));
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('masjid_occasions').execute();
  await db.schema.alterTable('jummah').dropColumn('session').execute();
}
