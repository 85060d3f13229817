import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWebAppPage, PAGE_PATHS } from './page-paths.js';

describe('the web app pages the server knows', () => {
  it("are the router's paths, so a page added to the app is not answered 404", () => {
    const router = fs.readFileSync(path.resolve('admin-web/src/app/router.tsx'), 'utf8');
    const dashboard = router.match(/const DASHBOARD_PATH = '([^']+)'/)![1]!;
    const declared = [...router.matchAll(/path: '([^'*]+)'/g)].map((match) => match[1]!);
    expect(new Set([...declared, dashboard])).toEqual(new Set(PAGE_PATHS));
  });

  it('takes pages with or without a trailing slash, and no file or deeper path', () => {
    expect(isWebAppPage('/')).toBe(true);
    expect(isWebAppPage('/auth/admin')).toBe(true);
    expect(isWebAppPage('/auth/admin/')).toBe(true);
    expect(isWebAppPage('/calendar/alnoor')).toBe(true);
    expect(isWebAppPage('/alnoor')).toBe(true);
    expect(isWebAppPage('/auth/company/user/password/update')).toBe(true);
    expect(isWebAppPage('/.well-known/security.txt')).toBe(false);
    expect(isWebAppPage('/sitemap.xml')).toBe(false);
    expect(isWebAppPage('/alnoor/extra')).toBe(false);
    expect(isWebAppPage('/auth/nothing-here')).toBe(false);
    expect(isWebAppPage('/calendar/alnoor/2026')).toBe(false);
  });
});
