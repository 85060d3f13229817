/**
 * How long the server takes to check a long upload, and how long it holds up the event loop meanwhile:
 * `npx tsx bench/recording-decode.ts file.mp3 [file.ogg ...]` (docs/sound.md, "Loudness"). Each file is
 * checked as an upload is (the byte parser, then decoded and measured in slices); the event loop's longest
 * delay is read by perf_hooks' monitor at 1 ms resolution while it runs, and the process's resident memory
 * every 10 ms (its growth over what it held before the file is the memory the check took). An Ogg or an M4A
 * is checked twice: as an upload is, with its MP3 copy encoded on the way (docs/sound.md, "Where they are
 * kept"), and without the copy, for the encoding's share. No recording is shipped for it: encode any long
 * WAV with an MP3, Vorbis, Opus or AAC (M4A) encoder.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { checkRecordingAudio } from '../server/src/sound/recording-audio.js';
import { readRecording } from '../server/src/sound/recording-bytes.js';

for (const path of process.argv.slice(2)) {
  const bytes = new Uint8Array(readFileSync(path));
  const reading = readRecording(bytes);
  if (!reading.ok) {
    console.log(path, reading.problem);
    continue;
  }
  const copies = reading.format === 'ogg' || reading.format === 'm4a' ? [true, false] : [false];
  for (const mp3Copy of copies) {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 10);
    const started = performance.now();
    const check = await checkRecordingAudio(bytes, reading.format, { deadlineMs: 600_000, mp3Copy });
    const took = performance.now() - started;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    delay.disable();
    const { mp3, ...rest } = check.ok && check.measured ? check : { ...check, mp3: null };
    console.log(
      JSON.stringify({
        file: path,
        megabytes: Math.round(bytes.length / 1e5) / 10,
        mp3Copy,
        check: rest,
        mp3Megabytes: mp3 ? Math.round(mp3.length / 1e5) / 10 : null,
        seconds: Math.round(took) / 1000,
        longestEventLoopDelayMs: Math.round(delay.max / 1e5) / 10,
        p99EventLoopDelayMs: Math.round(delay.percentile(99) / 1e5) / 10,
        peakRssGrowthMb: Math.round((rssPeak - rssBefore) / 1e5) / 10,
      }),
    );
  }
}
