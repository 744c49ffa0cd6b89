// The folder pass of `npm run deps`: no cycle between folders (server modules, web features, lib, db...).
// db/database.ts assembles every feature's table types from modules/<feature>/<feature>.table.ts, which
// would count as db -> module -> db for every module; the table files are left out of this pass, and the
// file pass (.dependency-cruiser.cjs) checks that they are leaves, so no real cycle can hide behind them.
const base = require('./.dependency-cruiser.cjs');
const tableFiles = base.forbidden.find((rule) => rule.name === 'table-files-are-leaves').from.path;

module.exports = {
  forbidden: [{ name: 'no-circular-folders', severity: 'error', comment: 'Modules and features must not import each other, directly or through others.', scope: 'folder', from: {}, to: { circular: true } }],
  options: { ...base.options, exclude: { path: [...base.options.exclude.path, tableFiles] } },
};
