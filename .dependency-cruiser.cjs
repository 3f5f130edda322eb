// Import rules of the workspace (issue 43): every import points down,
// engine <- loyang, hansa <- bots <- server <- web, cli (wire: the protocol and the game list that
// server, web and cli share). `npm run deps:check` applies them; it is part of `npm test`.
// Each rule says why in its comment; README.md "Checks" says how to run them.

/** The games, as folder names under packages/. */
const GAMES = '(loyang|hansa)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      // A circle makes its files one unit: none can be read, tested or moved alone. Type-only
      // imports count too (they tie the concepts together the same way).
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      // An import the resolver cannot follow would make every other rule silently pass.
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      // A package reaches another only through its name and `exports` (`@tabula/x`), never by
      // a relative path into the other's folder.
      name: 'no-relative-path-into-another-package',
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      to: { path: '^packages/', pathNot: '^packages/$1/', dependencyTypes: ['local'] },
    },
    {
      // The engine is the contract every game implements: it depends on nothing but itself and
      // its hashing library, so it runs the same in Node, the browser and a worker.
      name: 'engine-imports-only-itself',
      severity: 'error',
      from: { path: '^packages/engine/src/' },
      to: { pathNot: ['^packages/engine/src/', '^node_modules/@noble/hashes/'] },
    },
    {
      // Nor do the engine's tests: they test the contract with its own sample game (Nim).
      name: 'engine-imports-no-other-package',
      severity: 'error',
      from: { path: '^packages/engine/' },
      to: { path: '^packages/', pathNot: '^packages/engine/' },
    },
    {
      // One game never knows another: each is a rulebook on top of the engine.
      name: 'no-game-imports-another-game',
      severity: 'error',
      from: { path: `^packages/${GAMES}/` },
      to: { path: `^packages/${GAMES}/`, pathNot: '^packages/$1/' },
    },
    {
      // A game is below everything but the engine.
      name: 'games-import-nothing-above-them',
      severity: 'error',
      from: { path: `^packages/${GAMES}/` },
      to: { path: '^packages/(bots|server|web|cli|wire)/' },
    },
    {
      // Bots play from the engine and the games; the server and the interfaces use them.
      name: 'bots-import-no-server-web-cli',
      severity: 'error',
      from: { path: '^packages/bots/' },
      to: { path: '^packages/(server|web|cli)/' },
    },
    {
      // The protocol and the game list are shared by server, web and cli, so they know none of them.
      name: 'wire-imports-no-server-web-cli-bots',
      severity: 'error',
      from: { path: '^packages/wire/' },
      to: { path: '^packages/(server|web|cli|bots)/' },
    },
    {
      // The web client talks to the server over the wire protocol (@tabula/wire), never through
      // the server's code. Its end-to-end tests drive a real server, so they may start one.
      name: 'web-imports-no-server',
      severity: 'error',
      from: { path: '^packages/web/', pathNot: '^packages/web/test/e2e/' },
      to: { path: '^packages/(server|cli)/' },
    },
    {
      // The CLI takes the protocol and the game list from @tabula/wire. Its ways into the
      // server are the commands that run one or work on its database (`tabula serve`, `tabula
      // bench server`: src/commands/server.ts; `tabula ratings rebuild`: src/commands/ratings.ts;
      // `tabula bench seeks`: src/commands/benchSeeks.ts),
      // through the server's package entry.
      name: 'cli-imports-no-server',
      severity: 'error',
      from: { path: '^packages/cli/', pathNot: '^packages/cli/src/commands/(server|ratings|benchSeeks)\\.ts$' },
      to: { path: '^packages/(server|web)/' },
    },
    {
      // The server never reaches up into its clients.
      name: 'server-imports-no-web-cli',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { path: '^packages/(web|cli)/' },
    },
    {
      // Study scripts and their data use the packages; nothing shipped depends on a study.
      name: 'packages-import-no-studies',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^studies/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output, measurement data and Stryker's sandboxes (all git-ignored or data).
    exclude: { path: ['(^|/)dist/', '(^|/)measurements/', '(^|/)\\.stryker-tmp/'] },
    // Type-only imports are dependencies too (see no-circular).
    tsPreCompilationDeps: true,
    // Dynamic imports (the worker bootstraps' `await import('./worker.ts')`) are dependencies.
    moduleSystems: ['es6', 'cjs'],
    // `@tabula/*` resolve through node_modules' symlinks to packages/*, then through each
    // package's `exports` to its TypeScript sources.
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
