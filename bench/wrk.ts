import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : n;
}

/** wrk with `connections` connections on loopback for `seconds`, browsers' Accept-Encoding, latency percentiles. */
export async function wrk(
  url: string,
  options: {
    connections?: number;
    seconds?: number;
    threads?: number;
    headers?: Record<string, string>;
    /** Run wrk on this CPU only (Linux `taskset`), apart from the servers it loads. */
    cpu?: number;
  } = {},
): Promise<WrkResult> {
  const headers = { 'Accept-Encoding': 'gzip, deflate, br', ...options.headers };
  const args = [
    `-t${options.threads ?? 2}`,
    `-c${options.connections ?? 100}`,
    `-d${options.seconds ?? 5}s`,
    '--latency',
    '--timeout',
    '5s',
  ];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  const { stdout } =
    options.cpu === undefined
      ? await run('/usr/bin/wrk', args, { maxBuffer: 1 << 20 })
      : await run('taskset', ['-c', String(options.cpu), '/usr/bin/wrk', ...args], { maxBuffer: 1 << 20 });
  const rps = stdout.match(/Requests\/sec:\s+([\d.]+)/);
  const requests = stdout.match(/(\d+) requests in/);
  const p99 = stdout.match(/^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m);
  const non2xx = stdout.match(/Non-2xx or 3xx responses:\s+(\d+)/);
  if (!rps || !p99 || !requests) throw new Error(`could not read wrk's output:\n${stdout}`);
  return {
    requests: Number(requests[1]),
    requestsPerSecond: Number(rps[1]),
    p99Ms: toMs(p99[1]!, p99[2]!),
    non2xx: non2xx ? Number(non2xx[1]) : 0,
  };
}
