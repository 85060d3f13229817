import { expect, it } from 'vitest';
import { IPC_CHANNELS } from '../ipc/ipc-contract.js';
import type { IpcGateway } from './ipc-gateway.js';
import { registerIpcHandlers, type SignageServices } from './ipc-handlers.js';

/** The test sound's answer from the page (docs/sound.md, "Per screen") is checked in main like every argument. */
it('hands main whether the dashboard is dark by its night schedule, and refuses anything that is not true or false', async () => {
  const handlers = new Map<string, (...args: unknown[]) => unknown>();
  const gateway = {
    handle: (channel: string, listener: (...args: unknown[]) => unknown) => void handlers.set(channel, listener),
  };
  const heard: boolean[] = [];
  registerIpcHandlers(
    gateway as unknown as IpcGateway,
    {
      nightState: (dark) => void heard.push(dark),
    } as SignageServices,
  );
  const report = handlers.get(IPC_CHANNELS.nightState)!;
  await report(true);
  await report(false);
  for (const wrong of ['true', 1, null, { dark: true }]) expect(() => report(wrong)).toThrow(TypeError);
  expect(heard).toEqual([true, false]);
});

it('hands main the outcome of a test sound, and refuses anything that is not one', async () => {
  const handlers = new Map<string, (...args: unknown[]) => unknown>();
  const gateway = {
    handle: (channel: string, listener: (...args: unknown[]) => unknown) => void handlers.set(channel, listener),
  };
  const heard: string[] = [];
  registerIpcHandlers(
    gateway as unknown as IpcGateway,
    {
      soundTestResult: (outcome) => void heard.push(outcome),
    } as SignageServices,
  );
  const report = handlers.get(IPC_CHANNELS.soundTestResult)!;
  await report('played');
  await report('silent');
  expect(heard).toEqual(['played', 'silent']);
  for (const wrong of ['loud', 42, null, { outcome: 'played' }]) expect(() => report(wrong)).toThrow(TypeError);
  expect(heard).toEqual(['played', 'silent']);
});
