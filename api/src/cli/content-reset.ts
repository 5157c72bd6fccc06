// `npm run content:reset -w api [-- --yes]`: replaces the whole content of the API's database with the fixtures
// (api/fixtures), losing every change made since; asks first unless --yes. Running API replicas follow within a
// second. Environment as for the API.
import { createInterface } from 'node:readline/promises';
import { readContentFixtures } from '../db/fixtures/reader';
import { FIXTURES_DIR, openStoreFromEnvironment, run } from './content-command';

async function confirmed(): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(
      'Replace the whole content with the fixtures? Changes made since are lost. [y/N] ',
    );
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    prompt.close();
  }
}

run(async () => {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== '--yes')) throw new Error('Usage: content:reset [--yes]');
  const fixtures = readContentFixtures(FIXTURES_DIR);
  if (!args.includes('--yes') && !(await confirmed())) throw new Error('Nothing changed (confirm, or pass --yes).');
  const store = await openStoreFromEnvironment();
  try {
    const summary = await store.replaceContent(fixtures);
    process.stdout.write(`Content reset to the fixtures: ${summary.products} products, ${summary.pages} pages\n`);
  } finally {
    await store.close();
  }
});
