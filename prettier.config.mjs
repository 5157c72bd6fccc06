// Prettier formats every file it knows (see .prettierignore for what it leaves alone); .editorconfig says the same
// for editors that do not run Prettier.
/** @type {import('prettier').Config} */
export default {
  // 120, not Prettier's 80: the code was written to 120 columns (type-heavy React and Fastify code with long
  // generic signatures and JSX attributes), so 80 would rewrap most of it, and 120 still fits side-by-side diffs.
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  overrides: [
    // YAML (docker/compose.yaml) keeps double-quoted strings, the form the Compose documentation uses.
    { files: ['*.yaml', '*.yml'], options: { singleQuote: false } },
  ],
};
