/**
 * The server's layers (docs/architecture.md): a route calls services, a service calls repositories,
 * only repositories speak SQL, and the database layer knows no module. No arrow points back up: a
 * repository calls no service, a service no route, and the files beside app.ts that modules use know
 * no module. `npm run lint` fails on an import that breaks them.
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
      name: 'repositories-call-no-service',
      comment: 'No arrow back up: a repository reads and writes; what decides sits above it, in a service.',
      severity: 'error',
      from: { path: '\\.repository\\.ts$' },
      to: { path: '\\.(service|routes)\\.ts$' },
    },
    {
      name: 'services-call-no-route',
      comment: 'No arrow back up: a route calls a service, never the other way.',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'shared-knows-no-module',
      comment:
        'No arrow back up: the files beside app.ts that modules use (config, context, errors, replies, …) sit below every module; only the app and its start (app.ts, main.ts) import modules.',
      severity: 'error',
      from: { path: '^src/[^/]+\\.ts$', pathNot: ['^src/(app|main)\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^src/modules/' },
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
