import type { ScreenCommand } from '@core/screens/screen.schema.js';
import type { Logger } from './logger.js';

/** The part of Electron's NativeImage a screenshot needs. */
export interface CapturedImage {
  getSize(): { width: number; height: number };
  resize(options: { width: number }): CapturedImage;
  toJPEG(quality: number): Uint8Array;
}

/** Wide enough to read the times on the admin's page, small enough to upload in a moment (the server takes up to 2 MB). */
export const SCREENSHOT_WIDTH = 1280;
export const SCREENSHOT_QUALITY = 75;

export function screenshotJpeg(image: CapturedImage): Uint8Array {
  const { width } = image.getSize();
  return (width > SCREENSHOT_WIDTH ? image.resize({ width: SCREENSHOT_WIDTH }) : image).toJPEG(SCREENSHOT_QUALITY);
}

/** What each command an admin sends does on the screen (docs/screens.md). */
export function createCommandRunner(deps: {
  reload: () => void;
  /** Restarts the whole app (the process), which comes back to the dashboard. */
  restart: () => void;
  capture: () => Promise<CapturedImage>;
  upload: (jpeg: Uint8Array) => Promise<unknown>;
  unpair: () => void;
  /** Asks the dashboard to play the test sound; it reports back through IPC (docs/sound.md, "Per screen"). */
  soundTest: () => void;
  log: Logger;
}) {
  return async function run(command: ScreenCommand): Promise<void> {
    switch (command) {
      case 'reload':
        return deps.reload();
      case 'restart':
        return deps.restart();
      case 'screenshot': {
        const jpeg = screenshotJpeg(await deps.capture());
        await deps.upload(jpeg);
        deps.log.info(`Screenshot sent (${Math.round(jpeg.length / 1024)} KB)`);
        return;
      }
      case 'unpair':
        return deps.unpair();
      case 'sound-test':
        return deps.soundTest();
    }
  };
}
