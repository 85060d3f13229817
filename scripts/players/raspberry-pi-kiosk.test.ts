import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RASPBERRY_PI_SCRIPT, readChromiumFlags } from './chromium-flags.js';

/**
 * The Raspberry Pi recipe (docs/players.md) run in its dry run: every command it would run and every file
 * it would write, printed. Run with sh (dash on Debian and Raspberry Pi OS), as a volunteer runs it.
 */
function dryRun(...args: string[]) {
  const result = spawnSync('sh', [RASPBERRY_PI_SCRIPT, '--dry-run', ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: '/home/imam', SUDO_USER: 'imam' },
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

describe('the Raspberry Pi kiosk script', () => {
  it('installs Chromium, starts it with the desktop at the server’s /screen, stops blanking and reboots daily', () => {
    const { status, out, err } = dryRun('https://minaret.example.org/');
    expect(err).toBe('');
    expect(status).toBe(0);
    const lines = out.split('\n');
    expect(lines).toContain('apt-get update');
    expect(lines).toContain('apt-get install -y chromium');
    expect(lines).toContain('raspi-config nonint do_blanking 1');
    expect(lines).toContain(
      'install -m 0755 ' + RASPBERRY_PI_SCRIPT + ' /usr/local/lib/minaret-screen/raspberry-pi-kiosk.sh',
    );
    expect(out).toContain('write /home/imam/.config/autostart/minaret-screen.desktop (mode 0644):');
    expect(lines).toContain(
      '  | Exec=/usr/local/lib/minaret-screen/raspberry-pi-kiosk.sh --launch https://minaret.example.org',
    );
    expect(out).toContain('write /etc/cron.d/minaret-screen (mode 0644):');
    // The daily reboot at 10:30 by default (between Shurooq and Dhuhr: docs/players.md).
    expect(lines).toContain('  | 30 10 * * * root /sbin/shutdown -r now');
    // No TV switching unless asked for.
    expect(out).not.toContain('cec');
  });

  it('starts Chromium with exactly the flags of chromium-flags.txt, its own profile, at /screen', () => {
    const flags = readChromiumFlags();
    expect(flags).toEqual(
      expect.arrayContaining(['--kiosk', '--autoplay-policy=no-user-gesture-required', '--noerrdialogs']),
    );
    const { status, out } = dryRun('--launch', 'https://minaret.example.org');
    expect(status).toBe(0);
    const words = out.trim().split(/\s+/);
    expect(words.slice(1)).toEqual([
      ...flags,
      '--user-data-dir=/home/imam/.config/minaret-screen',
      'https://minaret.example.org/screen',
    ]);
    // The install's own summary shows the same command line.
    expect(dryRun('https://minaret.example.org').out).toContain(`# Chromium will run: ${out.trim()}`);
  });

  it('lets a plain-http server on the local network count as secure, so the page keeps its offline year', () => {
    const { out } = dryRun('--launch', 'http://192.168.1.20:3000');
    expect(out).toContain(
      '--unsafely-treat-insecure-origin-as-secure=http://192.168.1.20:3000 http://192.168.1.20:3000/screen',
    );
    expect(dryRun('--launch', 'http://localhost:3000').out).not.toContain('unsafely');
  });

  it('switches the TV off and on over HDMI-CEC at the times given, and moves the reboot when told', () => {
    const { status, out } = dryRun(
      '--cec',
      '--tv-off',
      '23:30',
      '--tv-on',
      '04:05',
      '--reboot-at',
      '09:45',
      'https://m.example.org',
    );
    expect(status).toBe(0);
    const lines = out.split('\n');
    expect(lines).toContain('apt-get install -y cec-utils');
    expect(lines).toContain("  | 30 23 * * * root echo 'standby 0' | /usr/bin/cec-client -s -d 1");
    expect(lines).toContain("  | 5 4 * * * root echo 'on 0' | /usr/bin/cec-client -s -d 1");
    expect(lines).toContain('  | 45 9 * * * root /sbin/shutdown -r now');
  });

  it('with --cec alone, has the TV follow the screen’s own night: Chromium answers on this Pi, cron asks each minute', () => {
    const { status, out, err } = dryRun('--cec', 'https://m.example.org');
    expect(err).toBe('');
    expect(status).toBe(0);
    const lines = out.split('\n');
    expect(lines).toContain('apt-get install -y cec-utils');
    expect(lines).toContain(
      '  | * * * * * root /usr/local/lib/minaret-screen/raspberry-pi-kiosk.sh --cec-follow https://m.example.org',
    );
    expect(lines).toContain(
      '  | Exec=/usr/local/lib/minaret-screen/raspberry-pi-kiosk.sh --launch --cec https://m.example.org',
    );
    // No fixed times in that case.
    expect(out).not.toMatch(/root echo 'standby 0'/);
    const launch = dryRun('--launch', '--cec', 'https://m.example.org').out.trim();
    expect(launch).toMatch(
      / --remote-debugging-port=9222 --remote-debugging-address=127\.0\.0\.1 https:\/\/m\.example\.org\/screen$/,
    );
    // Without --cec Chromium opens no port.
    expect(dryRun('--launch', 'https://m.example.org').out).not.toContain('remote-debugging');
  });

  it('--cec-follow puts the TV in standby when the page says #night, wakes it after, and only on a change', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-cec-'));
    const pagesFile = path.join(dir, 'pages.json');
    const sent = path.join(dir, 'cec-sent');
    // Stand-ins for curl (Chromium's list of pages, from a file; failing when the file is missing, as curl
    // does when nothing answers) and cec-client (what it was asked, appended).
    fs.writeFileSync(path.join(dir, 'curl'), `#!/bin/sh\n[ -f '${pagesFile}' ] || exit 7\ncat '${pagesFile}'\n`, {
      mode: 0o755,
    });
    fs.writeFileSync(path.join(dir, 'cec-client'), `#!/bin/sh\ncat >> '${sent}'\n`, { mode: 0o755 });
    const pages = (url: string) =>
      fs.writeFileSync(
        pagesFile,
        JSON.stringify([{ id: 'A1', type: 'page', title: 'Masjid · Minaret', url }], null, 1),
      );
    const tick = () => {
      const result = spawnSync('sh', [RASPBERRY_PI_SCRIPT, '--cec-follow', 'https://m.example.org'], {
        encoding: 'utf8',
        env: { PATH: `${dir}:${process.env.PATH}`, MINARET_TV_STATE_FILE: path.join(dir, 'tv-state') },
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      return fs.existsSync(sent) ? fs.readFileSync(sent, 'utf8').trim().split('\n') : [];
    };

    // Chromium not answering yet: the TV is left as it is.
    expect(tick()).toEqual([]);
    pages('https://m.example.org/screen');
    expect(tick()).toEqual(['on 0']);
    expect(tick()).toEqual(['on 0']);
    pages('https://m.example.org/screen#night');
    expect(tick()).toEqual(['on 0', 'standby 0']);
    expect(tick()).toEqual(['on 0', 'standby 0']);
    // An urgent message wakes the page, and so the TV; the page of another address says nothing.
    pages('https://m.example.org/screen?lang=ar');
    expect(tick()).toEqual(['on 0', 'standby 0', 'on 0']);
    pages('https://m.example.org/screen?lang=ar#night');
    expect(tick()).toEqual(['on 0', 'standby 0', 'on 0', 'standby 0']);
    pages('https://elsewhere.example.org/screen#night');
    expect(tick()).toEqual(['on 0', 'standby 0', 'on 0', 'standby 0']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses what it cannot use, saying why, and runs nothing', () => {
    for (const [args, message] of [
      [[], /give the masjid server's address/],
      [['minaret.example.org'], /starts with https:\/\//],
      [['https://x.org/;reboot'], /characters an address does not/],
      [['--reboot-at', '25:00', 'https://x.org'], /--reboot-at is a 24-hour time/],
      [['--cec', '--tv-off', '23:30', 'https://x.org'], /needs both --tv-off HH:MM and --tv-on HH:MM/],
      [['--tv-off', '23:30', '--tv-on', '04:00', 'https://x.org'], /go with --cec/],
      [['--bogus', 'https://x.org'], /unknown option --bogus/],
    ] as const) {
      const { status, out, err } = dryRun(...args);
      expect(status, args.join(' ')).toBe(2);
      expect(err).toMatch(message);
      expect(out).toBe('');
    }
  });
});
