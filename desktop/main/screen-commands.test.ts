import { expect, it } from 'vitest';
import { createCommandRunner, SCREENSHOT_WIDTH, type CapturedImage } from './screen-commands.js';
import { recordingLogger } from './testing/fakes.js';

function fakeImage(width: number, height: number): CapturedImage & { resizedTo: number | null } {
  const image = {
    resizedTo: null as number | null,
    getSize: () => ({ width, height }),
    resize: ({ width: w }: { width: number }) => {
      image.resizedTo = w;
      return image;
    },
    toJPEG: () => new Uint8Array([0xff, 0xd8, 0xff, width % 256]),
  };
  return image;
}

function runner(image: CapturedImage) {
  const done: string[] = [];
  const uploads: Uint8Array[] = [];
  const run = createCommandRunner({
    reload: () => void done.push('reload'),
    restart: () => void done.push('restart'),
    capture: async () => image,
    upload: async (jpeg) => void uploads.push(jpeg),
    unpair: () => void done.push('unpair'),
    soundTest: () => void done.push('sound-test'),
    log: recordingLogger(),
  });
  return { run, done, uploads };
}

it('reloads, restarts and unpairs as asked', async () => {
  const { run, done } = runner(fakeImage(1920, 1080));
  for (const command of ['reload', 'restart', 'unpair', 'sound-test'] as const) await run(command);
  expect(done).toEqual(['reload', 'restart', 'unpair', 'sound-test']);
});

it('captures the window, scales a wide screen down and uploads a JPEG', async () => {
  const wide = fakeImage(3840, 2160);
  const { run, uploads } = runner(wide);
  await run('screenshot');
  expect(wide.resizedTo).toBe(SCREENSHOT_WIDTH);
  expect([...uploads[0]!.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const small = fakeImage(1024, 768);
  await runner(small).run('screenshot');
  expect(small.resizedTo).toBeNull();
});
