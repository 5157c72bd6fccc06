// The pre-commit hook (.husky/pre-commit, installed by `npm install` through the `prepare` script) runs this on the
// staged files only: ESLint fixes what it can and fails on what it cannot, then Prettier formats. One glob per
// file, so no two tasks write the same file at once.
export default {
  '*.{js,mjs,cjs,ts,tsx}': ['eslint --fix --max-warnings=0 --no-warn-ignored', 'prettier --write'],
  '*.{json,css,yaml,yml,html}': 'prettier --write',
};
