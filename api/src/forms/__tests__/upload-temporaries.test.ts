// Replicas may share the uploads folder: a starting API removes the temporaries a crash left behind, never an
// upload another replica is receiving right now.
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { removeStaleTemporaries } from '../upload-session';

it('removes only temporaries older than an hour', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-uploads-'));
  try {
    await writeFile(path.join(dir, '.incoming-old'), 'left by a crash');
    await writeFile(path.join(dir, '.incoming-new'), 'being received');
    await writeFile(path.join(dir, 'accepted.pdf'), '%PDF-');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(dir, '.incoming-old'), twoHoursAgo, twoHoursAgo);
    await utimes(path.join(dir, 'accepted.pdf'), twoHoursAgo, twoHoursAgo);
    await removeStaleTemporaries(dir);
    expect((await readdir(dir)).sort()).toEqual(['.incoming-new', 'accepted.pdf']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
