/**
 * The server's modules (src/modules/<module>/) are reached through their front doors: another module
 * imports a module's services (and the helpers beside them), never its repositories or routes; only
 * the audit writer (audit.repository.ts) is shared by every module, as each writes its audit line in
 * its own transaction. And the modules form a graph without cycles: a module that another uses never
 * uses it back, directly or through others (docs/architecture.md). dependency-cruiser finds
 * cycles between folders only over the whole graph, so this check looks at the modules' own files
 * alone: src/app.ts, which imports every module, and the tests, which import the app, would
 * otherwise close a loop through any two modules.
 */
const layers = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'module-front-doors',
      comment: 'Reach another module through its service; move what its repository or routes give into it.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/[^/]+/[^/]+\\.(repository|routes)\\.ts$',
        pathNot: ['^src/modules/$1/', '^src/modules/audit/audit\\.repository\\.ts$'],
      },
    },
    {
      name: 'no-module-cycle',
      comment: 'What two modules share lives below both (a third module or src/db), not in either.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/modules/[^/]+$' },
      to: { path: '^src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    ...layers.options,
    includeOnly: '^src/modules/',
    exclude: { path: ['node_modules', '\\.test\\.ts$'] },
  },
};
