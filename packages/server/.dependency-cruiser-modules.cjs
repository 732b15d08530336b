/**
 * The server's modules (src/modules/<module>/) form a graph without cycles: a module that another
 * uses never uses it back, directly or through others (docs/architecture.md). dependency-cruiser finds
 * cycles between folders only over the whole graph, so this check looks at the modules' own files
 * alone: src/app.ts, which imports every module, and the tests, which import the app, would
 * otherwise close a loop through any two modules.
 */
const layers = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
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
