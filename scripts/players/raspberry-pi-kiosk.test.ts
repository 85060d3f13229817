import { spawnSync } from 'node:child_process';
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

  it('refuses what it cannot use, saying why, and runs nothing', () => {
    for (const [args, message] of [
      [[], /give the masjid server's address/],
      [['minaret.example.org'], /starts with https:\/\//],
      [['https://x.org/;reboot'], /characters an address does not/],
      [['--reboot-at', '25:00', 'https://x.org'], /--reboot-at is a 24-hour time/],
      [['--cec', 'https://x.org'], /--cec needs --tv-off/],
      [['--bogus', 'https://x.org'], /unknown option --bogus/],
    ] as const) {
      const { status, out, err } = dryRun(...args);
      expect(status, args.join(' ')).toBe(2);
      expect(err).toMatch(message);
      expect(out).toBe('');
    }
  });
});
