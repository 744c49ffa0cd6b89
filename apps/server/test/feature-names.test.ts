import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_SHELL_TEXT_GROUPS, FEATURES, SHARED_CONTRACT_FILES, SHELL_TEXT_GROUPS, UI_TEXT_GROUPS, type Feature,
} from '../../../packages/contract/src/features.js';

/** Every layer names a feature as the one list does (packages/contract/src/features.ts), both ways. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const features: ReadonlyMap<string, Feature> = new Map(Object.entries(FEATURES));
const names = [...features.keys()].sort();
const feature = (name: string): Feature => features.get(name) ?? { about: '' };

const folders = (dir: string) =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
const declared = (layer: 'server' | 'contract' | 'web' | 'console') => names.filter((name) => feature(name)[layer]);

/** A contract file `orders.wire.ts` belongs to the feature before its first dot. */
function contractFeatures(): string[] {
  const files = fs.readdirSync(path.join(root, 'packages/contract/src')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const shared = new Set<string>(SHARED_CONTRACT_FILES);
  return [...new Set(files.map((f) => f.slice(0, f.indexOf('.'))).filter((n) => !shared.has(n)))].sort();
}

function textGroups(app: 'web' | 'console', language: string): string[] {
  const texts = JSON.parse(fs.readFileSync(path.join(root, `apps/${app}/src/i18n/${language}.json`), 'utf8')) as Record<string, unknown>;
  return Object.keys(texts);
}

/** The text groups each feature declares beside its own name, each declared once and never a feature's name. */
function declaredTextGroups(): Map<string, string> {
  const owned = new Map<string, string>();
  for (const name of names) {
    for (const group of feature(name).texts ?? []) {
      expect(owned.get(group), `text group ${group} declared twice`).toBeUndefined();
      expect(names, `text group ${group} of ${name} is itself a feature's name`).not.toContain(group);
      owned.set(group, name);
    }
  }
  return owned;
}

describe('feature names', () => {
  it('the server has one module folder per server feature, named as the list names it', () => {
    expect(folders('apps/server/src/modules')).toEqual(declared('server'));
  });

  it('the contract has a file (or files <name>.<part>.ts) per contract feature, and only shared pieces beside them', () => {
    expect(contractFeatures()).toEqual(declared('contract'));
  });

  it('the storefront has one feature folder per web feature', () => {
    expect(folders('apps/web/src/features')).toEqual(declared('web'));
  });

  it("every text group of the storefront is a feature's own, one a feature declares, or the frame's", () => {
    const owned = declaredTextGroups();
    const allowed = new Set([...names, ...owned.keys(), ...SHELL_TEXT_GROUPS]);
    for (const language of ['en', 'ar', 'fr']) {
      const strays = textGroups('web', language).filter((group) => !allowed.has(group));
      expect(strays, `${language}.json`).toEqual([]);
    }
  });

  it('the staff console has one feature folder per console feature', () => {
    expect(folders('apps/console/src/features')).toEqual(declared('console'));
  });

  it("every text group of the console is a console feature's own, one it declares, the console's frame's or the primitives'", () => {
    const owned = declaredTextGroups();
    const consoleFeatures = declared('console');
    const allowed = new Set([
      ...consoleFeatures,
      ...[...owned].filter(([, owner]) => consoleFeatures.includes(owner)).map(([group]) => group),
      ...CONSOLE_SHELL_TEXT_GROUPS,
      ...UI_TEXT_GROUPS,
    ]);
    for (const language of ['en', 'ar', 'fr']) {
      const strays = textGroups('console', language).filter((group) => !allowed.has(group));
      expect(strays, `apps/console/src/i18n/${language}.json`).toEqual([]);
    }
  });

  it('every feature has its behaviour file, and the behaviour folder has no other', () => {
    const files = fs.readdirSync(path.join(root, 'docs/behaviour')).filter((f) => f !== 'README.md').map((f) => f.replace(/\.md$/, '')).sort();
    expect(files).toEqual(names);
    for (const name of names) {
      const first = fs.readFileSync(path.join(root, `docs/behaviour/${name}.md`), 'utf8').split('\n')[0];
      expect(first, `docs/behaviour/${name}.md`).toBe(`# ${name}`);
    }
  });
});

describe('the documents', () => {
  it('are linked from the README', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('](docs/ARCHITECTURE.md)');
    expect(readme).toContain('](docs/behaviour/README.md)');
  });

  it('list every feature in the architecture table', () => {
    const doc = fs.readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    const rows = [...doc.matchAll(/^\| \[([a-z]+)\]\(behaviour\/\1\.md\) \|/gm)].map((m) => m[1]).sort();
    expect(rows).toEqual(names);
  });

  it('name only files and folders that exist, so a rename cannot leave them behind', () => {
    const files = ['README.md', 'docs/ARCHITECTURE.md', ...fs.readdirSync(path.join(root, 'docs/behaviour')).map((f) => `docs/behaviour/${f}`)];
    const missing: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const [, named] of text.matchAll(/`((?:apps|packages|e2e|bench|scripts|docs)\/[A-Za-z0-9_./-]+)`/g)) {
        // Folders a run makes (data, reports) are not in a checkout.
        if (named && !named.includes('/.') && !fs.existsSync(path.join(root, named))) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
