import fs from 'node:fs';
import path from 'node:path';

/**
 * Who may write which table. Each table is declared in one feature's `<feature>.table.ts`, inside its
 * `…Tables` interface: that feature owns it, and only its code inserts, updates or deletes its rows.
 * Another feature may update a column whose declaration says so in its comment, `@writer <feature>`
 * (stock is kept by inventory, balances by wallet and loyalty, ratings by reviews). Migrations and
 * the demo seed write every table and are not looked at.
 */

export interface TableOwners {
  /** table → the feature that declares it */
  owner: Map<string, string>;
  /** table → column → the other features that may update it */
  writers: Map<string, Map<string, Set<string>>>;
  /** tables declared by more than one feature */
  twice: string[];
}

export interface SourceFile {
  /** The feature the file belongs to (modules/<feature>/…), or null outside modules. */
  feature: string | null;
  name: string;
  text: string;
}

/** Reads the table declarations of every feature under `modulesDir`. */
export function readTableOwners(modulesDir: string): TableOwners {
  const owner = new Map<string, string>();
  const writers = new Map<string, Map<string, Set<string>>>();
  const twice: string[] = [];
  for (const feature of fs.readdirSync(modulesDir)) {
    const file = path.join(modulesDir, feature, `${feature}.table.ts`);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const interfaces = new Map<string, string>();
    for (const m of text.matchAll(/export interface (\w+) \{\n([\s\S]*?)\n\}/g)) interfaces.set(m[1]!, m[2]!);
    for (const [name, body] of interfaces) {
      if (!name.endsWith('Tables')) continue;
      for (const [, table, type] of body.matchAll(/^\s+([a-z_]+): (\w+);/gm)) {
        if (owner.has(table!)) twice.push(table!);
        owner.set(table!, feature);
        const columns = new Map<string, Set<string>>();
        for (const [, doc, column] of (interfaces.get(type!) ?? '').matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\n\s*([a-z_]+)\??:/g)) {
          const tag = doc!.match(/@writer ([a-z, ]+)/);
          if (tag) columns.set(column!, new Set(tag[1]!.split(/[ ,]+/).filter(Boolean)));
        }
        writers.set(table!, columns);
      }
    }
  }
  return { owner, writers, twice };
}

/** The text between the parenthesis at `open` and the one that closes it. */
function inParens(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** The columns an update's `.set(…)` names, or null when it passes an object the check cannot read. */
function setColumns(statement: string): string[] | null {
  const at = statement.indexOf('.set(');
  if (at === -1) return null;
  let arg = inParens(statement, at + 4).trim();
  const arrow = arg.match(/^\(?\w*\)?\s*=>\s*\(/);
  if (arrow) arg = inParens(arg, arrow[0].length - 1).trim();
  if (!arg.startsWith('{')) return null;
  const columns: string[] = [];
  let depth = 0;
  let expectKey = false;
  for (let i = 0; i < arg.length; i += 1) {
    const ch = arg[i]!;
    if ('{(['.includes(ch)) {
      depth += 1;
      expectKey = depth === 1;
    } else if ('})]'.includes(ch)) depth -= 1;
    else if (depth === 1 && ch === ',') expectKey = true;
    else if (expectKey && /[a-z_]/.test(ch)) {
      const key = arg.slice(i).match(/^[a-z_]+/)![0];
      columns.push(key);
      i += key.length - 1;
      expectKey = false;
    }
  }
  return columns;
}

/** Every write of a file to a table its feature does not own, beyond the columns granted to it. */
export function foreignWrites(files: readonly SourceFile[], owners: TableOwners): string[] {
  const found: string[] = [];
  for (const file of files) {
    const writes = [
      ...[...file.text.matchAll(/\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*'([a-z_]+)/g)].map((m) => ({ kind: m[1]!, table: m[2]!, at: m.index })),
      ...[...file.text.matchAll(/sql`[^`]*?\b(insert into|delete from|update)\s+"?([a-z_]+)/gi)].map((m) => ({ kind: m[1]!.toLowerCase(), table: m[2]!, at: m.index })),
    ];
    for (const { kind, table, at } of writes) {
      const owner = owners.owner.get(table);
      if (owner !== undefined && owner === file.feature) continue;
      const where = `${file.name}: ${kind} ${table}`;
      if (owner === undefined) {
        found.push(`${where} (no feature declares ${table})`);
        continue;
      }
      if (kind !== 'updateTable') {
        found.push(`${where} (owned by ${owner})`);
        continue;
      }
      const end = file.text.indexOf(';', at);
      const columns = setColumns(file.text.slice(at, end === -1 ? undefined : end));
      const granted = owners.writers.get(table) ?? new Map<string, Set<string>>();
      const refused = columns === null ? ['(columns not named in place)'] : columns.filter((c) => !file.feature || !granted.get(c)?.has(file.feature));
      if (refused.length > 0) found.push(`${where}.${refused.join(', ')} (owned by ${owner})`);
    }
  }
  return found;
}

/** The server's source files, tests, migrations and the seed left out. */
/** Tests and the helpers only tests import (`*.test.ts`, `*.test-calls.ts`) may set up any table. */
const TEST_FILE = /\.test[.-]/;

export function serverSources(srcDir: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(srcDir, full);
      if (entry.isDirectory()) {
        if (rel !== path.join('db', 'migrations') && rel !== path.join('db', 'seed')) walk(full);
      } else if (entry.name.endsWith('.ts') && !TEST_FILE.test(entry.name)) {
        const parts = rel.split(path.sep);
        files.push({ feature: parts[0] === 'modules' ? parts[1]! : null, name: rel, text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(srcDir);
  return files;
}
