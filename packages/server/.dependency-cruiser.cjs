/**
 * The server's layers (docs/architecture.md): a route calls services, a service calls repositories,
 * only repositories speak SQL, and the database layer knows no module. `npm run lint` fails on an
 * import that breaks them.
 */
module.exports = {
  forbidden: [
    {
      name: 'routes-call-services',
      comment: 'A route validates and answers; the rules and the SQL sit behind a service.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'repositories-behind-services',
      comment: 'Only services (and other repositories, and tests) call a repository.',
      severity: 'error',
      from: { pathNot: ['\\.service\\.ts$', '\\.repository\\.ts$', '\\.test\\.ts$', '^test/'] },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'db-knows-no-module',
      comment: 'src/db/ holds the connection, dialect differences and migrations, for every module alike.',
      severity: 'error',
      from: { path: '^src/db/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
