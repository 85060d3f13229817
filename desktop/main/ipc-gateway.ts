import type { IpcChannel } from '../ipc/ipc-contract.js';
import type { Logger } from './logger.js';
import { originOf } from './server-address.js';

export interface IpcFrameLike {
  url: string;
  parent: unknown;
}

export interface IpcEventLike {
  sender: unknown;
  senderFrame: IpcFrameLike | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: any, ...args: any[]) => unknown): void;
}

/**
 * Electron security checklist: 'Validate the sender of all IPC messages'. Every channel goes through
 * here: a message is answered only when it comes from the kiosk window's own contents, from its top
 * frame, showing a page of the app's own origin. Anything else (a frame of another origin, another
 * contents, a frame already gone) is dropped with an error and logged.
 */
export function createIpcGateway(deps: {
  ipcMain: IpcMainLike;
  trustedContents: () => unknown;
  appOrigin: string;
  log: Logger;
}) {
  function isTrusted(event: IpcEventLike): boolean {
    const frame = event.senderFrame;
    if (!frame || event.sender !== deps.trustedContents()) return false;
    if (frame.parent !== null && frame.parent !== undefined) return false;
    return originOf(frame.url) === deps.appOrigin;
  }

  return {
    handle(channel: IpcChannel, handler: (...args: unknown[]) => unknown) {
      deps.ipcMain.handle(channel, (event: IpcEventLike, ...args: unknown[]) => {
        if (!isTrusted(event)) {
          deps.log.warn(`IPC ${channel} refused from ${event.senderFrame?.url ?? 'an unknown frame'}`);
          throw new Error('Refused: unknown sender');
        }
        return handler(...args);
      });
    },
  };
}

export type IpcGateway = ReturnType<typeof createIpcGateway>;
