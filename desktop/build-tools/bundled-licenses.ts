import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const LICENSES_FILE = 'THIRD_PARTY_LICENSES.txt';

interface PackageInfo {
  name: string;
  version: string;
  license: string;
  text: string;
}

/** The package folder of a module inside node_modules (scoped or not), or null for our own code. */
function packageDir(id: string): string | null {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = clean.lastIndexOf(marker);
  if (at < 0) return null;
  const rest = clean.slice(at + marker.length).split(path.sep);
  const depth = rest[0]?.startsWith('@') ? 2 : 1;
  return clean.slice(0, at + marker.length) + rest.slice(0, depth).join(path.sep);
}

function readPackage(dir: string): PackageInfo | null {
  try {
    const json = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const licenseFile = fs.readdirSync(dir).find((file) => /^(licen[cs]e|copying)(\.|$)/i.test(file));
    const text = licenseFile
      ? fs.readFileSync(path.join(dir, licenseFile), 'utf8').trim()
      : `(no licence file; package.json says ${json.license ?? 'nothing'})`;
    return {
      name: json.name,
      version: json.version,
      license: typeof json.license === 'string' ? json.license : 'see text',
      text,
    };
  } catch {
    return null;
  }
}

/**
 * Bundling drops the licence comments of the packages it inlines, and the packaged app has no
 * node_modules, so this writes THIRD_PARTY_LICENSES.txt beside each bundle: every package the bundle
 * contains, with its version, licence and licence text (MIT and friends ask for the notice to travel
 * with the code).
 */
export function bundledLicenses(title: string): Plugin {
  return {
    name: 'minaret:bundled-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const dirs = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const dir = packageDir(id);
          if (dir) dirs.add(dir);
        }
      }
      const packages = [...dirs]
        .map(readPackage)
        .filter((info): info is PackageInfo => info !== null)
        .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
      const body = packages
        .map(
          (info) =>
            `${'='.repeat(72)}\n${info.name} ${info.version} (${info.license})\n${'='.repeat(72)}\n\n${info.text}\n`,
        )
        .join('\n');
      this.emitFile({
        type: 'asset',
        fileName: LICENSES_FILE,
        source: `${title}\n\nThis file lists the open-source packages bundled into this part of Minaret Signage, with their licences.\n\n${body}`,
      });
    },
  };
}
