import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The admin's screen preview set to one screen or role (`target`, e.g. `role:entrance`) at `at`: waits for
 * the frame to show that role's dashboard at that moment, and answers the frame.
 */
export async function previewAt(page: Page, target: string, at: string): Promise<FrameLocator> {
  const section = page.getByTestId('screen-preview');
  await section.getByTestId('preview-screen').selectOption(target);
  await section.getByTestId('preview-at').fill(at);
  await expect
    .poll(() => page.getByTestId('preview-frame').getAttribute('src'))
    .toContain(`at=${encodeURIComponent(at)}`);
  const frame = page.frameLocator('[data-testid="preview-frame"]');
  await expect.poll(() => frame.getByTestId('dashboard').getAttribute('data-role')).toBe(target.slice(5));
  await frame.getByTestId('prayer-table').waitFor();
  return frame;
}

/** The admin page's playlist section, by its accessible name. */
export const PLAYLIST_SECTION = 'Playlist: posters, notices and ticker';

/** The kind of playlist item a screen (or the preview's frame) shows now, or null when it shows none. */
export async function shownItem(frame: FrameLocator): Promise<string | null> {
  await frame.getByTestId('prayer-table').waitFor();
  const item = frame.getByTestId('playlist-item');
  return (await item.count()) > 0 ? await item.getAttribute('data-playlist-kind') : null;
}
