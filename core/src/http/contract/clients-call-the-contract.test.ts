import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every client calls our API through the contract (docs/api.md, "Calling a route"): an address of the API is
 * never written by hand in a client, nor filled from the bare path patterns, so that the type check knows
 * each call's parameters, query, body and answer. Written by hand is what this test finds: a text that
 * starts with /api/ (a string, or any part of a template), and the hand-filling helpers of
 * paths.ts. ESLint says the same in the editor (eslint.config.js, "one typed call").
 */
const CLIENTS = ['admin-web/src', 'widgets', 'desktop/main', 'desktop/preload', 'desktop/renderer'];
const HAND_FILLED = new Set(['fillPath', 'PATHS', 'dashboardPath']);
/** Addresses that are matched, not called: the service worker's cache route and the desktop's own protocol. */
const MATCHED_NOT_CALLED = new Set(['admin-web/src/sw/service-worker.ts', 'desktop/main/app-protocol.ts']);
// The admin app's own pages live under /auth/ too; of the API only sign-in does (LOGIN), and nothing writes it by hand.
const ADDRESS = /^\/api\//;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [file]
      : [];
  });
}

/** What in one file writes an address of the API by hand, as `line: text`. */
export function handWrittenCalls(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      ADDRESS.test(node.text) &&
      !ts.isImportDeclaration(node.parent)
    )
      found.push(`${at(node)}: '${node.text}'`);
    if (ts.isTemplateExpression(node))
      for (const part of [node.head, ...node.templateSpans.map((span) => span.literal)])
        if (ADDRESS.test(part.text)) found.push(`${at(node)}: \`${node.getText(source)}\``);
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (node.moduleSpecifier.text.endsWith('/contract/paths.js') && bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (HAND_FILLED.has((element.propertyName ?? element.name).text))
            found.push(`${at(node)}: ${(element.propertyName ?? element.name).text} from paths.js`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the clients call our API through the contract', () => {
  it('finds an address written by hand, in a string, a template or filled from the bare paths', () => {
    expect(handWrittenCalls('x.ts', "fetch('/api/health');")).toEqual(["1: '/api/health'"]);
    expect(handWrittenCalls('x.ts', 'fetch(`${base}/api/dashboard/${url}`);')).toHaveLength(1);
    expect(handWrittenCalls('x.ts', "import { fillPath, PATHS } from '@core/http/contract/paths.js';")).toHaveLength(2);
    expect(handWrittenCalls('x.ts', "call(LIGHT.HEALTH); const page = '/admin/api';")).toEqual([]);
  });

  it('no client file writes one', () => {
    const found = CLIENTS.flatMap(sourceFiles)
      .filter((file) => !MATCHED_NOT_CALLED.has(file))
      .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))
      // Only a file that names /api/ or paths.js can write an address by hand: the others are not parsed.
      .filter(({ text }) => text.includes('/api/') || text.includes('paths.js'))
      .flatMap(({ file, text }) => handWrittenCalls(file, text).map((where) => `${file}:${where}`));
    expect(found, 'name the endpoint from core/src/http/contract and call it with call()').toEqual([]);
  });
});
