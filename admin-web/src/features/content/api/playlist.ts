import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@core/http/contract/endpoint.js';
import {
  DELETE_POSTER,
  DELETE_VIDEO,
  PLAYLIST,
  RESTORE_PLAYLIST,
  SAVE_PLAYLIST,
  UPLOAD_POSTER,
  UPLOAD_VIDEO,
} from '@core/http/contract/playlist.js';
import type { MasjidPlaylistInput } from '@core/playlists/masjid-playlist.js';
import { call } from '../../../lib/api-client.js';
import { historyKey } from '../../history/api/get-history.js';

export const playlistKey = (companyId: string) => ['playlist', companyId] as const;

/** GET /api/companies/{companyId}/playlist: items, janazah notices and posters (docs/screens.md, "Playlists"). */
export function usePlaylist(companyId: string) {
  return useQuery({
    queryKey: playlistKey(companyId),
    queryFn: () => call(PLAYLIST, { params: { companyId } }),
    staleTime: 0,
  });
}

/** PUT /api/companies/{companyId}/playlist: the items and notices, whole. */
export function useSavePlaylist(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MasjidPlaylistInput) => call(SAVE_PLAYLIST, { params: { companyId }, body }),
    onSuccess: async (response) => {
      if (response.target) queryClient.setQueryData(playlistKey(companyId), response.target);
      // The History panel under the section shows the save at once.
      await queryClient.invalidateQueries({ queryKey: historyKey });
    },
  });
}

/** POST /api/companies/{companyId}/posters (multipart `file`, `name`). */
export function useUploadPoster(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name }: { file: File; name: string }): Promise<ResponseOf<typeof UPLOAD_POSTER>> => {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('name', name);
      return call(UPLOAD_POSTER, { params: { companyId }, body: form });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playlistKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: historyKey }),
      ]),
  });
}

/** POST /api/companies/{companyId}/videos (multipart `file`, `name`, `sound`): muted unless sound is chosen. */
export function useUploadVideo(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      name,
      sound,
    }: {
      file: File;
      name: string;
      sound: boolean;
    }): Promise<ResponseOf<typeof UPLOAD_VIDEO>> => {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('name', name);
      if (sound) form.append('sound', 'on');
      return call(UPLOAD_VIDEO, { params: { companyId }, body: form });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playlistKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: historyKey }),
      ]),
  });
}

/** POST /api/companies/{companyId}/playlist/restore: the playlist a history entry kept, put back whole. */
export function useRestorePlaylist(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => call(RESTORE_PLAYLIST, { params: { companyId }, body: { entryId } }),
    onSuccess: async (response) => {
      if (response.target) queryClient.setQueryData(playlistKey(companyId), response.target);
      await queryClient.invalidateQueries({ queryKey: historyKey });
    },
  });
}

/**
 * DELETE /api/companies/{companyId}/posters/{posterId} or /videos/{videoId}: refused (409) while an item of
 * the playlist shows it, naming the item (docs/screens.md, "Deleting posters and videos").
 */
export function useDeleteMedia(companyId: string, kind: 'poster' | 'video') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      kind === 'poster'
        ? call(DELETE_POSTER, { params: { companyId, posterId: id } })
        : call(DELETE_VIDEO, { params: { companyId, videoId: id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playlistKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: historyKey }),
      ]),
  });
}
