/**
 * A route's access is its declaration (`doc.access` in core's contract), enforced before the body by one
 * middleware (declared-access.ts, docs/security.md "Permission first"): no handler checks access of its own.
 * This reads every `*.routes.ts` and fails on an access check there, so a check cannot drift from the
 * declaration the permission matrix (auth/every-route-matrix.test.ts) holds each route to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SERVER = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The checks a handler must leave to the declared access; a handler reads its caller with `callerOf`. */
const ACCESS_CHECK =
  /\b(requireAuth|requireSuperAdmin|requireMasjidAdmin|requireCouncilAdmin|canAdministerMasjid|signedIn)\b/g;

/**
 * The few checks that need what only the handler reads, each with its reason: file, check, how many times.
 */
const ALLOWED: Record<string, { check: string; count: number; why: string }> = {
  'bulk/bulk.routes.ts': {
    check: 'requireMasjidAdmin',
    count: 2,
    why:
      'an import names its masjid inside the multipart form, which only the handler reads; the declared ' +
      'access has already refused anyone who administers no masjid',
  },
};

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : routeFiles(full);
    return entry.name.endsWith('.routes.ts') ? [full] : [];
  });
}

/** Each access check a source names, import lines included (an import of one is the start of a check). */
export function accessChecks(code: string): string[] {
  return [...code.matchAll(ACCESS_CHECK)].map((match) => match[1]!);
}

it('finds an access check in a handler (the check itself works)', () => {
  const handler = 'const auth = requireMasjidAdmin(c, companyId);\n.get(PATH, signedIn, async (c) => callerOf(c))';
  expect(accessChecks(handler)).toEqual(['requireMasjidAdmin', 'signedIn']);
  expect(accessChecks('const auth = callerOf(c);')).toEqual([]);
});

it('leaves every access check to the declared access: no handler makes one', () => {
  const files = routeFiles(SERVER);
  expect(files.length).toBeGreaterThan(20);
  const found: Record<string, string[]> = {};
  for (const file of files) {
    const checks = accessChecks(fs.readFileSync(file, 'utf8'));
    if (checks.length > 0) found[path.relative(SERVER, file).split(path.sep).join('/')] = checks;
  }
  const allowed = Object.fromEntries(
    Object.entries(ALLOWED).map(([file, { check, count }]) => [file, Array<string>(count).fill(check)]),
  );
  expect(found).toEqual(allowed);
});
