import { sql, type Kysely } from 'kysely';

/**
 * A screen's language gains `masjid`, the default: follow the masjid's language (docs/back-row.md#per-screen-settings).
 * Until now no screen translated anything and every one showed the masjid's language, so each stored setting
 * other than a language Minaret speaks besides English (English was the default, Somali and others were only
 * carried) becomes `masjid`: every screen looks as it did.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update screen
       set settings = jsonb_set(settings, '{language}', '"masjid"')
     where coalesce(settings ->> 'language', '') not in ('ar', 'ur', 'fr', 'tr', 'id', 'ms', 'bn')
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update screen set settings = jsonb_set(settings, '{language}', '"en"') where settings ->> 'language' = 'masjid'`.execute(
    db,
  );
}
