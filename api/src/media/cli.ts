// `npm run media -w api`: generates the media manifest into MEDIA_DIR (default api/var/media), drawing only
// what is missing or out of date. The API does the same on start; this lets a deploy do it ahead of time.
import { readEnvironment } from '../config/env';
import { generateMedia } from './generate-media';

async function main(): Promise<void> {
  const { MEDIA_DIR: mediaDir, FIXTURES_DIR: fixturesDir } = readEnvironment();
  const started = performance.now();
  const result = await generateMedia(fixturesDir, mediaDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `media: ${result.entries} entries, ${result.rendered} drawn (${result.written} files written) into ${mediaDir} in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
