import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DELETE_HADITHS,
  HADITH_COLLECTION,
  IMPORT_HADITHS,
  type HadithImportFile,
} from '@core/http/contract/hadith.js';
import { call } from '../../lib/api-client.js';

export type { HadithCollectionSummary, ImportProblem } from '@core/http/contract/hadith.js';

const KEY = ['hadith-collection'];

/** GET /api/hadith/collection (super admins). */
export function useHadithCollection() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => call(HADITH_COLLECTION),
  });
}

/** PUT /api/hadith/collection: replaces the collection with the file, or refuses it with its problems. */
export function useImportHadiths() {
  const client = useQueryClient();
  return useMutation({
    // The file is read and checked line by line on the server (docs/hadith-import.md), not by a body schema.
    mutationFn: (file: HadithImportFile) => call(IMPORT_HADITHS, { body: file }),
    onSuccess: (summary) => client.setQueryData(KEY, summary),
  });
}

/** DELETE /api/hadith/collection: back to no hadith of the day. */
export function useDeleteHadiths() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(DELETE_HADITHS),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
