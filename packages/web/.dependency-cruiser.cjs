/**
 * The web app's layers (docs/architecture.md): shared building blocks in src/ui and src/api, one
 * folder per domain in src/features, and the screens in src/routes that compose them. Code flows one
 * way; `npm run lint` fails on an import that goes back.
 */
module.exports = {
  forbidden: [
    {
      name: 'ui-knows-no-feature',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'features-stand-alone',
      comment: 'A feature imports no other feature; a screen that needs two composes them.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-know-no-screen',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/routes/' },
    },
    {
      name: 'api-is-shared',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/(features|ui|routes)/' },
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
