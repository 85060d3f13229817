import { startServer } from '../tests/support/server.js';
import { richContent, seedMasjid } from '../tests/e2e/public-fixtures.js';
const server = await startServer({ LOG_LEVEL: 'warn' });
const today = new Date().toISOString().slice(0, 10);
const masjid = await seedMasjid(server, { name: 'M', url: 'bench', email: 'a@b.example.org', content: () => richContent(today) });
const url = `${server.url}/api/dashboard/${masjid.url}?days=2`;
console.log(url, server.pid);
await fetch(url);
await new Promise((r) => setTimeout(r, 600000));
