// Jest globalSetup of the api project: generates the shared media folder once before any test file runs, so no test
// file's beforeAll waits for a cold generation; on PostgreSQL, makes the template database of the test apps.
import os from 'node:os';
import path from 'node:path';
import { sharedMediaDir } from '../media/shared-media-cache';
import { prepareTemplateDatabase } from './test-database';

export default async function generateSharedMedia(): Promise<void> {
  const apiRoot = path.resolve(__dirname, '..', '..');
  // After `npm run build` the API's own media folder is complete: start from it instead of drawing everything.
  const mediaDir = await sharedMediaDir(
    path.join(apiRoot, 'fixtures'),
    os.tmpdir(),
    path.join(apiRoot, 'var', 'media'),
  );
  await prepareTemplateDatabase(mediaDir);
}
