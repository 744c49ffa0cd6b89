import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositorySources, root } from './source-files.js';

/**
 * Comments state the rule they implement instead of citing a document or an issue tracker a reader
 * of the repository does not have: no section numbers (a section sign and a digit) and no issue
 * numbers (a hash and one to three digits after "issue", a bracket, a comma or a space; the cases
 * below show each). Hex colours, URL fragments and an order's number as the app shows it ("Order"
 * before the hash) are not issue numbers.
 */
const SECTION = /\u00a7\s*\d/;
const ISSUE = [
  /\bissue #\d{1,3}(?![0-9a-f])/i,
  /\(#\d{1,3}\)/,
  /, #\d{1,3}\)/,
  /(?<!\border)(?:^|\s)#\d{1,3}(?![0-9a-f])/i,
];

/** Whether a line cites a section of an outside document or an issue number. */
export function citesOutsideReference(line: string): boolean {
  return SECTION.test(line) || ISSUE.some((pattern) => pattern.test(line));
}

/** `file:line` of every line of the repository's hand-written sources that cites an outside reference. */
function outsideReferences(): string[] {
  const files = [...repositorySources(), path.join(root, 'README.md')];
  return files.flatMap((file) => fs.readFileSync(file, 'utf8').split('\n')
    .flatMap((line, i) => (citesOutsideReference(line) ? [`${path.relative(root, file)}:${i + 1}`] : [])));
}

describe('comments say what they mean', () => {
  it('no source line cites a section of an outside document or an issue number', () => {
    expect(outsideReferences()).toEqual([]);
  });
});

describe('the outside-reference check', () => {
  // Built from pieces, so that this file does not cite anything itself.
  const section = '\u00a7';
  const hash = '#';

  it('finds section and issue numbers', () => {
    for (const line of [
      `/** Spec ${section}9: store lists show 12 a page. */`,
      `// Averages are kept to one decimal (spec ${section}9).`,
      `// spec ${section} 4 failed payment`,
      `/** Issue ${hash}22: failing on purpose must not lock a customer out. */`,
      `// Failing on purpose (issue ${hash}7)`,
      `// A details link opened with no zone (${hash}23); undefined when there is none.`,
      `// A details link opened with no zone, ${hash}23); undefined when there is none.`,
      `// the search before its rework for ${hash}17`,
      `${hash}123 at the start of a line`,
    ]) expect(citesOutsideReference(line), line).toBe(true);
  });

  it('leaves colours, URL fragments, order numbers and the like alone', () => {
    for (const line of [
      `const accent = '${hash}23ab45';`,
      `color: ${hash}fff;`,
      `background: ${hash}232323;`,
      `border: 1px solid ${hash}1a2b3c;`,
      `navigate('/page${hash}top');`,
      `<a href="${hash}main">Skip</a>`,
      `expect(await screen.findByText('Order ${hash}100: On the way')).toBeTruthy();`,
      `// Sections of a page, numbered 1 to 9 (no section sign).`,
      `const id = ${hash}private;`,
    ]) expect(citesOutsideReference(line), line).toBe(false);
  });
});
