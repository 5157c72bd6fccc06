// `npm run content:import -w api -- DIR`: replaces the whole content of the API's database with a content folder
// written by content:export (or shaped like api/fixtures). Every file is checked first, as the fixtures are; a
// problem is named and nothing changes. Running API replicas follow within a second. Environment as for the API.
import path from 'node:path';
import { importContent } from '../content/content-transfer';
import { mediaDirFromEnvironment, openStoreFromEnvironment, run } from './content-command';

run(async () => {
  const [directory, ...rest] = process.argv.slice(2);
  if (directory === undefined || rest.length > 0) throw new Error('Usage: content:import DIR');
  const store = await openStoreFromEnvironment();
  try {
    const summary = await importContent(store, path.resolve(directory), mediaDirFromEnvironment());
    process.stdout.write(
      `Imported ${summary.products} products, ${summary.pages} pages, ${summary.mediaFiles} media files\n`,
    );
  } finally {
    await store.close();
  }
});
