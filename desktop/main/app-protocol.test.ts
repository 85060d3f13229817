import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_SCHEME, registerAppScheme, rendererResponse, serveRenderer } from './app-protocol.js';
import { RENDERER_CSP } from './content-security-policy.js';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-renderer-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Minaret Signage</title>');
  fs.writeFileSync(path.join(dir, 'assets/index-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(os.tmpdir(), 'minaret-secret.txt'), 'secret');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('registers its scheme as a standard, secure origin', () => {
  const registered: unknown[] = [];
  registerAppScheme({ registerSchemesAsPrivileged: (schemes) => registered.push(...schemes) });
  expect(registered).toEqual([
    { scheme: 'minaret', privileges: expect.objectContaining({ standard: true, secure: true, stream: true }) },
  ]);
});

it('serves the renderer files with the Content Security Policy', async () => {
  let handler: ((request: { url: string }) => Response | Promise<Response>) | undefined;
  serveRenderer({ handle: (scheme, fn) => scheme === APP_SCHEME && (handler = fn) }, dir);
  const page = await handler!({ url: 'minaret://app/index.html?screen=setup' });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.headers.get('content-security-policy')).toBe(RENDERER_CSP);
  expect(await page.text()).toContain('Minaret Signage');
  const script = await rendererResponse(dir, 'minaret://app/assets/index-abc.js');
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect((await rendererResponse(dir, 'minaret://app/')).status).toBe(200);
});

it('serves nothing outside the renderer folder or for another host', async () => {
  for (const url of [
    'minaret://app/../minaret-secret.txt',
    'minaret://app/%2e%2e/minaret-secret.txt',
    'minaret://app/missing.js',
    'minaret://other/index.html',
  ]) {
    const response = await rendererResponse(dir, url);
    expect(response.status, url).toBe(404);
    expect(await response.text()).not.toContain('secret');
  }
});

it('the policy lets the page load nothing from the network', () => {
  expect(RENDERER_CSP).toContain("default-src 'none'");
  expect(RENDERER_CSP).toContain("script-src 'self'");
  expect(RENDERER_CSP).not.toMatch(/https?:/);
  expect(RENDERER_CSP).not.toContain('unsafe-eval');
});
