import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The route tests call the API through the contract (docs/api.md, "Calling a route"): `t.call(ENDPOINT, ...)`,
 * whose parameters, query and body the type check holds to the declaration. A request the typed call cannot
 * send (a body or query the schema refuses, a missing body, a wrong content type, an address no endpoint
 * declares, HEAD, a conditional request, a route list walked row by row) is `t.raw(reason, method, path)`,
 * with its reason written at the call (or in a constant of the file that several calls share). This test finds the untyped `t.request(method, path)` and a raw
 * request without a reason.
 */
const ROOTS = ['server/src'];
/** Helpers of the route tests that send requests for them. */
const HELPERS = new Set(['server/src/testing/permission-matrix.ts', 'server/src/testing/test-screens.ts']);
/**
 * Files not converted yet, with the untyped requests they still hold. None is left (the last four, the
 * playlist, video, recording and sound route tests, were converted on 3 December) and the test context no
 * longer has `request`; a file may be listed here only while a conversion is under way.
 */
const NOT_YET_CONVERTED: Record<string, number> = {};
const METHODS = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/;
/** A reason says something: a few words, not a placeholder. */
const REASON = /\S+\s+\S+/;

function testFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * The requests in one file that do not go through the typed call with a reason, as `line: what`: a test
 * context's `request(method, path, ...)` (its first argument is a method; Hono's `app.request(path)` takes a
 * path), and a `raw(...)` whose first argument is not a written reason.
 */
export function untypedRequests(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  // A reason shared by several requests of a file is a constant of the file: `const WHY = 'the table ...'`.
  const reasons = new Map<string, string>();
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const declaration of statement.declarationList.declarations)
        if (
          ts.isIdentifier(declaration.name) &&
          declaration.initializer &&
          ts.isStringLiteralLike(declaration.initializer)
        )
          reasons.set(declaration.name.text, declaration.initializer.text);
  const reasonOf = (node: ts.Node | undefined) =>
    node && ts.isStringLiteralLike(node)
      ? node.text
      : node && ts.isIdentifier(node)
        ? reasons.get(node.text)
        : undefined;
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const [first, second] = node.arguments;
      if (name === 'request' && first && second) {
        const method =
          (ts.isStringLiteralLike(first) && METHODS.test(first.text)) || /(^|\.)method$/.test(first.getText(source));
        if (method) found.push(`${at(node)}: ${node.getText(source).split('\n')[0]}`);
      }
      if (name === 'raw' && node.arguments.length >= 3) {
        const written = REASON.test(reasonOf(first) ?? '');
        if (!written) found.push(`${at(node)}: raw request without a written reason`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('route tests call our API through the contract', () => {
  it('finds an untyped request, and a raw one without a reason', () => {
    expect(untypedRequests('x.test.ts', "await t.request('GET', '/api/health');")).toHaveLength(1);
    expect(untypedRequests('x.test.ts', 'await t.request(endpoint.method, path, { token });')).toHaveLength(1);
    expect(untypedRequests('x.test.ts', "await other.request(\n  'PUT',\n  PATH,\n  { body },\n);")).toHaveLength(1);
    expect(untypedRequests('x.test.ts', "await t.raw('', 'HEAD', '/api/health');")).toHaveLength(1);
    expect(untypedRequests('x.test.ts', "await t.raw(why, 'HEAD', '/api/health');")).toHaveLength(1);
    expect(untypedRequests('x.test.ts', "await t.raw('HEAD', '/api/health', {});")).toHaveLength(1);
    // The typed call, a raw request with its reason, and Hono's own app.request(path) are what a test may write.
    expect(
      untypedRequests(
        'x.test.ts',
        [
          'await t.call(HEALTH, {});',
          "await t.raw('HEAD has no endpoint', 'HEAD', '/api/health');",
          "const WHY = 'the table walks the routes';",
          "await t.raw(WHY, 'GET', '/api/health');",
          "await t.app.request('/api/health', { method: 'HEAD' });",
          "await app().request('/items/x');",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('no route test sends an untyped request or a raw one without its reason', () => {
    const files = [...ROOTS.flatMap(testFiles), ...HELPERS].map((file) => file.split(path.sep).join('/'));
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes('.request(') && !text.includes('.raw(')) return [];
      const requests = untypedRequests(file, text);
      const allowed = NOT_YET_CONVERTED[file] ?? 0;
      return requests.length > allowed ? requests.map((where) => `${file}:${where}`) : [];
    });
    expect(found, 'call the endpoint with t.call(ENDPOINT, ...), or say why not with t.raw(reason, ...)').toEqual([]);
  });
});
