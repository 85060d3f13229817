import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import {
  DELETE_HADITHS,
  HADITH_COLLECTION,
  IMPORT_HADITHS,
  type HadithImportFile,
} from '@core/http/contract/hadith.js';
import { api } from '../../lib/api-client.js';

export type { HadithCollectionSummary, ImportProblem } from '@core/http/contract/hadith.js';

const KEY = ['hadith-collection'];

/** GET /api/hadith/collection (super admins). */
export function useHadithCollection() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get<ResponseOf<typeof HADITH_COLLECTION>>(pathOf(HADITH_COLLECTION, {})),
  });
}

/** PUT /api/hadith/collection: replaces the collection with the file, or refuses it with its problems. */
export function useImportHadiths() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: HadithImportFile) =>
      api.put<ResponseOf<typeof IMPORT_HADITHS>>(pathOf(IMPORT_HADITHS, {}), file),
    onSuccess: (summary) => client.setQueryData(KEY, summary),
  });
}

/** DELETE /api/hadith/collection: back to no hadith of the day. */
export function useDeleteHadiths() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<ResponseOf<typeof DELETE_HADITHS>>(pathOf(DELETE_HADITHS, {})),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
