// The dependency check of `npm test` (lint step): `npm run deps`. It fails on any import cycle under
// apps/server/src, apps/web/src, apps/console/src and packages/ui/src, between files and between folders
// (modules, features), on a web or console feature importing another feature, on the console importing the
// storefront and on the UI package importing an app. Tests and test helpers are left out: they may reach anything.
const path = require('node:path');

/** Files that declare a feature's table types: they import nothing of the project but db/columns.ts. */
const TABLE_FILES = '\\.table\\.ts$';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Files must not import each other, directly or through others.', from: {}, to: { circular: true } },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: 'Web features never import each other: shared code moves down to components/ or lib/, or the route composes the features.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'no-cross-feature-console',
      severity: 'error',
      comment: 'Console features never import each other: shared code moves down to lib/, or the page (routes/) composes the features.',
      from: { path: '^apps/console/src/features/([^/]+)/' },
      to: { path: '^apps/console/src/features/', pathNot: '^apps/console/src/features/$1/' },
    },
    {
      name: 'console-is-storefront-free',
      severity: 'error',
      comment: 'The staff console shares code with the storefront only through packages/ui and packages/contract.',
      from: { path: '^apps/console/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'ui-is-app-free',
      severity: 'error',
      comment: 'packages/ui serves every app: it takes what an app knows (navigation, session) as props, never by importing the app.',
      from: { path: '^packages/ui/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'Every import must resolve, or the rules above cannot see it (the web\'s @/ alias resolves through apps/web/tsconfig.json).',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'table-files-are-leaves',
      severity: 'error',
      comment: 'A *.table.ts holds Kysely table types only; db/database.ts assembles them, so they must import nothing that leads back.',
      from: { path: TABLE_FILES },
      to: { pathNot: ['(^|/)node_modules/kysely/', '^apps/server/src/db/columns\\.ts$'] },
    },
  ],
  options: {
    exclude: { path: ['\\.test\\.tsx?$', '^apps/server/test/', '^apps/web/src/test/', '^apps/console/src/test/', '^packages/ui/src/test/'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], mainFields: ['module', 'main', 'types', 'typings'] },
    tsConfig: { fileName: path.join(__dirname, 'apps/web/tsconfig.json') },
  },
};
