// The yardstick of bench/public-reads.ts: a bare Hono route on @hono/node-server answering a small JSON.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/bare', (c) => c.json({ successful: true, target: { name: 'bare', n: 1 } }));
serve({ fetch: app.fetch, port: Number(process.argv[2]), hostname: '127.0.0.1' }, () => console.log('ready'));
