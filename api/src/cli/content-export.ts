// `npm run content:export -w api -- DIR`: writes the whole content of the API's database into DIR in the fixtures'
// format (one JSON file per list, company.json, and the media files the records use under DIR/media): a backup, or
// the way content moves to another environment (content:import). Environment as for the API.
import path from 'node:path';
import { exportContent } from '../content/content-transfer';
import { mediaDirFromEnvironment, openStoreFromEnvironment, run } from './content-command';

run(async () => {
  const [directory, ...rest] = process.argv.slice(2);
  if (directory === undefined || rest.length > 0) throw new Error('Usage: content:export DIR');
  const store = await openStoreFromEnvironment();
  try {
    const target = path.resolve(directory);
    const summary = await exportContent(store, target, { mediaDir: mediaDirFromEnvironment() });
    process.stdout.write(`${target}: ${summary.records} records, ${summary.mediaFiles} media files\n`);
    if (summary.missingMedia.length > 0)
      process.stderr.write(`Not in the media folder: ${summary.missingMedia.join(', ')}\n`);
  } finally {
    await store.close();
  }
});
