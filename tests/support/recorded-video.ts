import type { Page } from 'playwright-core';

/**
 * A real, playable WebM made in the test itself (docs/screens.md, "Videos"): Chromium's MediaRecorder films
 * a canvas whose colour and a moving bar change every frame, for `seconds`, or until `untilBytes` are
 * recorded (the 60 MB bench, with noise so that the bit rate is spent). No file from elsewhere. The
 * recorder's WebM has no duration in its header, which browsers play (and loop) all the same. The parts
 * come back one by one, so that 60 MB never cross the DevTools connection as one string.
 */
export async function recordWebm(
  page: Page,
  options: { seconds: number; untilBytes?: number; bitsPerSecond?: number; width?: number; height?: number },
): Promise<Buffer> {
  const settings = {
    seconds: options.seconds,
    untilBytes: options.untilBytes ?? Infinity,
    bitsPerSecond: options.bitsPerSecond ?? 500_000,
    width: options.width ?? 640,
    height: options.height ?? 360,
  };
  const count = await page.evaluate(async ({ seconds, untilBytes, bitsPerSecond, width, height }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    const noisy = bitsPerSecond > 2_000_000;
    let frame = 0;
    const draw = () => {
      frame += 1;
      context.fillStyle = `hsl(${(frame * 7) % 360} 60% 35%)`;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#fff';
      context.fillRect((frame * 9) % width, height / 3, width / 10, height / 3);
      if (noisy)
        for (let index = 0; index < 600; index += 1) {
          context.fillStyle = `rgb(${Math.random() * 255},${Math.random() * 255},${Math.random() * 255})`;
          context.fillRect(Math.random() * width, Math.random() * height, 32, 32);
        }
    };
    draw();
    const recorder = new MediaRecorder(canvas.captureStream(30), {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: bitsPerSecond,
    });
    const parts: Blob[] = [];
    let recorded = 0;
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.ondataavailable = (event) => {
      parts.push(event.data);
      recorded += event.data.size;
      if (recorded >= untilBytes && recorder.state === 'recording') recorder.stop();
    };
    const timer = setInterval(draw, 33);
    recorder.start(1000);
    const limit = setTimeout(() => recorder.state === 'recording' && recorder.stop(), seconds * 1000);
    await stopped;
    clearTimeout(limit);
    clearInterval(timer);
    (window as unknown as { recordedParts: Blob[] }).recordedParts = parts;
    return parts.length;
  }, settings);
  const buffers: Buffer[] = [];
  for (let index = 0; index < count; index += 1) {
    const base64 = await page.evaluate(async (at) => {
      const part = (window as unknown as { recordedParts: Blob[] }).recordedParts[at]!;
      const bytes = new Uint8Array(await part.arrayBuffer());
      let binary = '';
      for (let offset = 0; offset < bytes.length; offset += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
      return btoa(binary);
    }, index);
    buffers.push(Buffer.from(base64, 'base64'));
  }
  return Buffer.concat(buffers);
}

/** The playlist video on the screen: its time, whether it plays, and whether it has a picture to show. */
export function videoState(page: Page) {
  return page.getByTestId('playlist-video').evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
    paused: element.paused,
    ready: element.readyState,
    muted: element.muted,
    error: element.error?.code ?? null,
  }));
}

/**
 * VP8 frames of noise encoded by Chromium's WebCodecs as fast as it can (not in real time), until `untilBytes`
 * (the 60 MB bench): each frame a new colour, a moving bar and random blocks, so the bit rate is spent.
 * Returned with their timing, for webmFile (webm-writer.ts).
 */
export async function encodeVp8(
  page: Page,
  options: { untilBytes: number; bitsPerSecond: number; width: number; height: number; fps: number; maxFrames: number },
): Promise<Array<{ key: boolean; timestamp: number; data: Uint8Array }>> {
  const meta = await page.evaluate(async ({ untilBytes, bitsPerSecond, width, height, fps, maxFrames }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    const frames: Array<{ key: boolean; timestamp: number; data: Uint8Array }> = [];
    let total = 0;
    let failure: unknown = null;
    const encoder = new VideoEncoder({
      output: (chunk) => {
        const data = new Uint8Array(chunk.byteLength);
        chunk.copyTo(data);
        frames.push({ key: chunk.type === 'key', timestamp: chunk.timestamp, data });
        total += data.length;
      },
      error: (error) => (failure = error),
    });
    encoder.configure({ codec: 'vp8', width, height, bitrate: bitsPerSecond, framerate: fps, latencyMode: 'realtime' });
    for (let index = 0; index < maxFrames && total < untilBytes && !failure; index += 1) {
      context.fillStyle = `hsl(${(index * 7) % 360} 60% 35%)`;
      context.fillRect(0, 0, width, height);
      for (let block = 0; block < 1500; block += 1) {
        context.fillStyle = `rgb(${Math.random() * 255},${Math.random() * 255},${Math.random() * 255})`;
        context.fillRect(Math.random() * width, Math.random() * height, 24, 24);
      }
      context.fillStyle = '#fff';
      context.fillRect((index * 12) % width, height / 3, width / 10, height / 3);
      const frame = new VideoFrame(canvas, { timestamp: Math.round((index * 1_000_000) / fps) });
      encoder.encode(frame, { keyFrame: index % fps === 0 });
      frame.close();
      while (encoder.encodeQueueSize > 4) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await encoder.flush();
    if (failure) throw failure;
    (window as unknown as { encodedFrames: typeof frames }).encodedFrames = frames;
    return frames.map((frame) => ({ key: frame.key, timestamp: frame.timestamp }));
  }, options);
  const frames: Array<{ key: boolean; timestamp: number; data: Uint8Array }> = [];
  // A few MB per call across the DevTools connection.
  for (let at = 0; at < meta.length; at += 8) {
    const parts = await page.evaluate(
      ({ from, to }) =>
        (window as unknown as { encodedFrames: Array<{ data: Uint8Array }> }).encodedFrames
          .slice(from, to)
          .map(({ data }) => {
            let binary = '';
            for (let offset = 0; offset < data.length; offset += 0x8000)
              binary += String.fromCharCode(...data.subarray(offset, offset + 0x8000));
            return btoa(binary);
          }),
      { from: at, to: at + 8 },
    );
    parts.forEach((base64, index) => frames.push({ ...meta[at + index]!, data: Buffer.from(base64, 'base64') }));
  }
  return frames;
}
