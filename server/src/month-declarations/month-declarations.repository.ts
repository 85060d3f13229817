import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { MonthDeclarationRow } from './month-declarations.table.js';

type Db = Kysely<Database>;

/** Whose answers: a masjid's or a council's. */
export type DeclarationOwner = { companyId: string } | { councilId: string };

const ownerColumn = (owner: DeclarationOwner) =>
  'companyId' in owner
    ? ({ column: 'company_id', id: owner.companyId } as const)
    : ({ column: 'council_id', id: owner.councilId } as const);

export async function findDeclarations(db: Db, owner: DeclarationOwner): Promise<MonthDeclarationRow[]> {
  const { column, id } = ownerColumn(owner);
  return db
    .selectFrom('month_declaration')
    .selectAll()
    .where(column, '=', id)
    .orderBy('hijri_year', 'desc')
    .orderBy('hijri_month', 'desc')
    .execute();
}

export interface DeclarationValues {
  hijriYear: number;
  hijriMonth: number;
  decision: string;
  byUserId: string | null;
  byEmail: string | null;
  at: Date;
}

/** The owner's answer about a month, replacing any earlier one. */
export async function saveDeclaration(db: Db, owner: DeclarationOwner, values: DeclarationValues): Promise<void> {
  await removeDeclaration(db, owner, values.hijriYear, values.hijriMonth);
  await db
    .insertInto('month_declaration')
    .values({
      id: randomUUID(),
      company_id: 'companyId' in owner ? owner.companyId : null,
      council_id: 'councilId' in owner ? owner.councilId : null,
      hijri_year: values.hijriYear,
      hijri_month: values.hijriMonth,
      decision: values.decision,
      by_user_id: values.byUserId,
      by_email: values.byEmail,
      at: values.at,
    })
    .execute();
}

export async function removeDeclaration(db: Db, owner: DeclarationOwner, hijriYear: number, hijriMonth: number) {
  const { column, id } = ownerColumn(owner);
  const result = await db
    .deleteFrom('month_declaration')
    .where(column, '=', id)
    .where('hijri_year', '=', hijriYear)
    .where('hijri_month', '=', hijriMonth)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
