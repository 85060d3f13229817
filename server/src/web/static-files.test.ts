import path from 'node:path';
import { expect, it } from 'vitest';
import { resolveInside } from './static-files.js';

const root = path.resolve('/srv/minaret/dist/web');

it('resolves files inside the root and refuses to climb out of it', () => {
  expect(resolveInside(root, '/assets/index-abc.js')).toBe(path.join(root, 'assets/index-abc.js'));
  expect(resolveInside(root, '/../../etc/passwd')).toBe(path.join(root, 'etc/passwd'));
  expect(resolveInside(root, '/%2e%2e/%2e%2e/etc/passwd')).toBe(path.join(root, 'etc/passwd'));
  expect(resolveInside(root, '/%E0%A4%A')).toBeNull();
  expect(resolveInside(root, '/a%00b')).toBeNull();
});
