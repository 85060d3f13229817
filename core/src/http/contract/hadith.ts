import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The server-wide hadith collection, super admins only: server/src/hadith (docs/hadith-import.md). */

/** What the import page shows: the last import and the sources with their licences. */
export const hadithCollectionAnswer = z.object({
  count: z.number().int().meta({ description: 'Hadiths in the collection.' }),
  importedAt: z.string().nullable().meta({ description: 'When the last import was made (ISO instant), or null.' }),
  importedBy: z.string().nullable().meta({ description: 'Who made it (their email), or null.' }),
  fileName: z.string().nullable(),
  sources: z.array(z.object({ source: z.string(), licence: z.string(), count: z.number().int() })),
});
export type HadithCollectionSummary = z.infer<typeof hadithCollectionAnswer>;

/** A file to import: CSV or JSON text, whose rows the route checks with its own messages (docs/hadith-import.md). */
export const hadithImportFileSchema = z.object({
  format: z.enum(['csv', 'json'], { error: 'format is csv or json' }),
  fileName: z.string().trim().min(1).max(200).default('collection'),
  content: z.string({ error: 'content is the file as text' }),
});
export type HadithImportFile = z.input<typeof hadithImportFileSchema>;

/** A refused file: every problem with its line (docs/hadith-import.md). */
export interface ImportProblem {
  line: number;
  field: string;
  message: string;
  text: string;
}

const HADITH_COLLECTION_PATH = '/api/hadith/collection';

/** GET /api/hadith/collection: what is imported. */
export const HADITH_COLLECTION = endpoint<HadithCollectionSummary>()({
  method: 'GET',
  path: HADITH_COLLECTION_PATH,
  doc: {
    tag: 'Reminders',
    summary: 'The imported hadith collection: its source, licence and size.',
    access: 'super-admin',
  },
  params: z.object({}),
  answer: hadithCollectionAnswer,
});

/** PUT /api/hadith/collection with a `HadithImportFile`: replaces the collection, or refuses the file with its problems (400). */
export const IMPORT_HADITHS = endpoint<HadithCollectionSummary>()({
  method: 'PUT',
  path: HADITH_COLLECTION_PATH,
  doc: {
    tag: 'Reminders',
    summary: 'Import a hadith collection (CSV or JSON); every row is checked and errors are listed by line.',
    access: 'super-admin',
  },
  params: z.object({}),
  body: hadithImportFileSchema,
  answer: hadithCollectionAnswer,
});

/** DELETE /api/hadith/collection: back to no hadith of the day (404 when none is imported). */
export const DELETE_HADITHS = endpoint<{ deleted: number }>()({
  method: 'DELETE',
  path: HADITH_COLLECTION_PATH,
  doc: {
    tag: 'Reminders',
    summary: 'Remove the imported hadith collection (GET /api/hod then answers 404 again).',
    access: 'super-admin',
  },
  params: z.object({}),
  answer: z.object({ deleted: z.number().int() }),
});
