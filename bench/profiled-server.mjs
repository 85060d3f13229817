// The built server under the V8 profiler, for the benches' BENCH_ENTRY: the first SIGUSR2 starts a CPU
// profile, the second writes it to BENCH_PROFILE (default server.cpuprofile, open it in Chrome's DevTools).
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import path from 'node:path';

const session = new inspector.Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
let profiling = false;
process.on('SIGUSR2', async () => {
  if (!profiling) {
    profiling = true;
    await session.post('Profiler.start');
    return;
  }
  profiling = false;
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync(process.env.BENCH_PROFILE ?? 'server.cpuprofile', JSON.stringify(profile));
});
await import(path.resolve('dist/server/main.js'));
