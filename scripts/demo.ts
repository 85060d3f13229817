/**
 * `npm run demo`: builds Minaret, starts it on its own data directory (./data-demo) and makes sure a clearly
 * marked demo masjid exists, with a generated timetable for Chicago, funds, expenses, an expense sheet,
 * Jumu'ah khateebs, announcements and a reminder, so that a newcomer sees a full dashboard at once.
 *
 * Everything goes through the product's own HTTP API, as an admin would, and every step first checks
 * whether it was already done: restarting the demo keeps its data (and any change made to it).
 *
 * Options: --port 8085, --data-dir ./data-demo, --no-build (reuse dist/).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOGIN, VERIFY_EMAIL } from '@core/http/contract/account.js';
import { CREATE_MASJID, MASJID_NAMES, SET_MASJID_ACTIVE } from '@core/http/contract/masjids.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { GEOCODE } from '@core/http/contract/geocode.js';
import { CREATE_PRAYER_CONFIG, PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { HEALTH } from '@core/http/contract/server-status.js';
import { MASJID_USERS, CREATE_USER } from '@core/http/contract/users.js';
import { readResponse } from '@core/testing/read-response.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const port = Number(option('port', '8085'));
const dataDir = path.resolve(option('data-dir', 'data-demo'));
const base = `http://localhost:${port}`;

export const DEMO = {
  url: 'demo',
  name: 'Demo Masjid (sample data)',
  admin: { firstName: 'Demo', lastName: 'Admin', email: 'admin@demo-masjid.org', password: 'demo-admin-2026' },
  superAdmin: { email: 'super@demo-masjid.org', password: 'demo-super-2026' },
  location: 'Chicago, IL',
};

function run(command: string, commandArgs: string[]) {
  console.log(`\n> ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${command} ${commandArgs.join(' ')} failed.`);
    process.exit(result.status ?? 1);
  }
}

async function call(method: string, urlPath: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return readResponse(res);
}

async function must(method: string, urlPath: string, options: { token?: string; body?: unknown } = {}) {
  const res = await call(method, urlPath, options);
  if (res.status !== 200) throw new Error(`${method} ${urlPath}: ${res.status} ${res.text}`);
  return res.json;
}

async function login(email: string, password: string, companyId?: string): Promise<string> {
  return (await must('POST', pathOf(LOGIN, {}), { body: { email, password, companyId } })).token;
}

async function waitForHealth(child: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The server stopped while starting (see its log above).');
    try {
      if ((await fetch(`${base}${pathOf(HEALTH, {})}`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('The server did not become healthy within a minute.');
}

/** The verification link mailed to `email` (written to DATA_DIR/outbox without SMTP_URL). */
function verificationLink(email: string): URL {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((file) => file.endsWith('.eml'))
        .sort()
        .reverse()
    : [];
  for (const file of files) {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
    if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
    const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = /https?:\/\/\S+\/auth\/register\/verify\?userId=[^&\s]+&emailVerifyCode=[A-Za-z0-9_-]+/.exec(
      unfolded,
    );
    if (match) return new URL(match[0]);
  }
  throw new Error(`No verification mail for ${email} in ${outbox}.`);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The next Fridays from today (UTC dates are close enough for sample data). */
function nextFridays(count: number): string[] {
  const today = new Date();
  const first = addDays(today, (5 - today.getUTCDay() + 7) % 7);
  return Array.from({ length: count }, (_, index) => isoDay(addDays(first, index * 7)));
}

function demoContent(companyId: string, version: number) {
  const today = new Date();
  const [friday1, friday2, friday3, friday4] = nextFridays(4);
  return {
    companyId,
    version,
    customConfigurations: [
      { name: 'clock_type', value: '1' },
      { name: 'jumah_prayer', value: '1:15 pm and 2:15 pm' },
      { name: 'dashboard_theme', value: 'light' },
    ],
    funds: [
      {
        name: 'Roof repair',
        goal: 40000,
        current: 23650,
        pledge: 5000,
        endDate: `${today.getUTCFullYear() + 1}-06-30`,
        enabled: true,
      },
      { name: 'Weekend school', goal: 12000, current: 9300, pledge: 0, endDate: null, enabled: true },
      { name: 'Food pantry', goal: 6000, current: 2150, pledge: 750, endDate: null, enabled: true },
    ],
    expenses: [
      { lineItem: 'Electricity', amount: 612.4, enabled: true },
      { lineItem: 'Gas and heating', amount: 845, enabled: true },
      { lineItem: 'Water and sewer', amount: 138.75, enabled: true },
      { lineItem: 'Cleaning', amount: 900, enabled: true },
      { lineItem: 'Insurance', amount: 410, enabled: true },
      { lineItem: 'Imam stipend', amount: 4200, enabled: true },
    ],
    expenseSheets: [
      {
        name: 'Ramadan iftar (sample)',
        description: 'Nightly community iftar for about 300 people',
        enabled: true,
        rows: [
          { order: 1, label: 'Dates and fruit', value: '$1,450' },
          { order: 2, label: 'Rice, meat and vegetables', value: '$9,800' },
          { order: 3, label: 'Water and drinks', value: '$860' },
          { order: 4, label: 'Plates and cleaning', value: '$540' },
          { order: 5, label: 'Total', value: '$12,650' },
        ],
      },
    ],
    jummahs: [
      { khateeb: 'Imam Abdullah Rahman', date: friday1, enabled: true },
      { khateeb: 'Sh. Yusuf Ibrahim', date: friday2, enabled: true },
      { khateeb: 'Imam Abdullah Rahman', date: friday3, enabled: true },
      { khateeb: 'Dr. Amina Siddiqui (sisters program)', date: friday4, enabled: true },
    ],
    announcements: [
      {
        title: 'This is a demo masjid',
        text: 'Everything on this screen is sample data. Sign in as the demo admin to change it.',
        image: null,
        startDate: null,
        endDate: null,
        enabled: true,
      },
      {
        title: 'Family night',
        text: 'Every Saturday after Maghrib: dinner, a short talk and games for the children.',
        image: null,
        startDate: isoDay(addDays(today, -7)),
        endDate: isoDay(addDays(today, 60)),
        enabled: true,
      },
    ],
    reminders: [
      {
        text: 'Please park on the street side only and keep the neighbours’ driveways clear.',
        reference: 'Masjid committee',
        enabled: true,
      },
    ],
  };
}

async function seed() {
  const superToken = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
  const names: Array<{ id: string; url: string }> = await must('GET', pathOf(MASJID_NAMES, {}), { token: superToken });
  let companyId = names.find((masjid) => masjid.url === DEMO.url)?.id;

  if (!companyId) {
    console.log(`Creating ${DEMO.name} ...`);
    const created = await must('POST', pathOf(CREATE_MASJID, {}), {
      body: {
        name: DEMO.name,
        url: DEMO.url,
        website: 'https://example.org',
        address: { street: '100 N Michigan Ave', city: 'Chicago', state: 'IL', zip: '60601' },
      },
    });
    companyId = created.target.id as string;
  }

  const groups: Array<{ users: Array<{ email: string }> }> = await must('GET', pathOf(MASJID_USERS, { companyId }), {
    token: superToken,
  });
  const emails = groups.flatMap((group) => group.users.map((user) => user.email.toLowerCase()));
  if (!emails.includes(DEMO.admin.email)) {
    console.log(`Adding the demo admin ${DEMO.admin.email} ...`);
    // As the super admin: the first-admin step without signing in is only for the browser that registered the masjid.
    await must('POST', pathOf(CREATE_USER, { companyId }), { token: superToken, body: DEMO.admin });
    const link = verificationLink(DEMO.admin.email);
    await must(
      'GET',
      pathOf(VERIFY_EMAIL, {
        userId: link.searchParams.get('userId') ?? '',
        code: link.searchParams.get('emailVerifyCode') ?? '',
      }),
    );
  }
  await must('GET', pathOf(SET_MASJID_ACTIVE, { id: companyId }, { active: true }), { token: superToken });
  const token = await login(DEMO.admin.email, DEMO.admin.password);

  const config = await must('GET', pathOf(PRAYER_CONFIG, { companyId }), { token });
  if (!config.id) {
    console.log('Generating the timetable ...');
    const geocoded = await must('GET', pathOf(GEOCODE, {}, { location: DEMO.location }), { token });
    await must('POST', pathOf(CREATE_PRAYER_CONFIG, {}, { generateIqamah: true }), {
      token,
      body: {
        companyId,
        location: DEMO.location,
        calculationMethod: 2,
        asrJuristicMethod: 0,
        geoCode: geocoded.target,
      },
    });
  }

  const content = await must('GET', pathOf(PUBLIC_CONTENT, { companyUrl: DEMO.url }), { token });
  if (!content.version) {
    console.log('Adding funds, expenses, a sheet, khateebs and announcements ...');
    await must('PUT', pathOf(SAVE_CENTRAL_CONTROL, {}), { token, body: demoContent(companyId, content.version ?? 0) });
  }
}

async function main() {
  if (!args.includes('--no-build')) {
    run('npm', ['run', '--silent', 'build:web']);
    run('npm', ['run', '--silent', 'build:widgets']);
    run('npm', ['run', '--silent', 'build:server']);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [path.resolve('dist/server/main.js')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      // Used only when the demo data directory has no super admin yet (its first start).
      SUPERADMIN_EMAIL: DEMO.superAdmin.email,
      SUPERADMIN_PASSWORD: DEMO.superAdmin.password,
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));

  await waitForHealth(child);
  await seed();
  console.log(`
Minaret demo is running (Ctrl+C to stop).

  Dashboard     ${base}/${DEMO.url}
  Calendar      ${base}/calendar/${DEMO.url}
  Expenses      ${base}/expense/${DEMO.url}
  A widget      ${base}/static/dashboard-widget/index.html?companyUrl=${DEMO.url}

  Demo admin    ${DEMO.admin.email} / ${DEMO.admin.password}   (sign in at ${base}/)
  Super admin   ${DEMO.superAdmin.email} / ${DEMO.superAdmin.password}   (sign in at ${base}/?admin)

  Data          ${dataDir}  (delete it to start over)
`);
}

main().catch((error) => {
  console.error('The demo could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
