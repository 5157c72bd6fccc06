// The files of one submission on disk. An upload is streamed into a temporary file inside the uploads folder
// (measured and hashed on the way, then identified: file-type-check.ts), then moved to a random name; until the submission is committed
// to the database every file it wrote is removed by discard(), so a rejected or aborted one leaves nothing behind.
import { createHash, randomUUID } from 'node:crypto';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { identifyUpload } from './file-type-check';
import type { DetectedFileType } from './magic-bytes';
import { sanitiseFileName } from './file-name';

const TEMPORARY_PREFIX = '.incoming-';
/** Uploads are personal data: readable by the API's own user only. */
const FILE_MODE = 0o600;

export interface ReceivedFile {
  field: string;
  /** The client's file name, made safe to store and show; never used in a path. */
  originalName: string;
  size: number;
  sha256: string;
  /** From its bytes and structure; null when the file is none of the accepted formats (or was cut off). */
  detectedType: DetectedFileType | null;
  /** The parser stopped at its size limit: the file is larger than allowed. */
  truncated: boolean;
  /** Where the bytes are now: a temporary file until place() moves them. */
  diskPath: string;
}

export interface PlacedFile extends ReceivedFile {
  detectedType: DetectedFileType;
  storedName: string;
}

/** Hashes and counts what flows through it. */
class FileInspector extends Transform {
  private readonly hash = createHash('sha256');
  size = 0;

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null, data?: Buffer) => void,
  ): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    callback(null, chunk);
  }

  sha256(): string {
    return this.hash.digest('hex');
  }
}

export class UploadSession {
  /** Files this session wrote that must go if it is not committed. */
  private readonly pending = new Set<string>();

  constructor(private readonly uploadsDir: string) {}

  async receive(part: MultipartFile): Promise<ReceivedFile> {
    const diskPath = path.join(this.uploadsDir, `${TEMPORARY_PREFIX}${randomUUID()}`);
    this.pending.add(diskPath);
    // Created before any byte arrives, so discard() always finds it, even after a failed write.
    const handle = await open(diskPath, 'wx', FILE_MODE);
    const inspector = new FileInspector();
    // Past the size limit the parser would read (and drop) the rest of the file until its part ends, however long
    // the client goes on sending: stop copying at the limit, so the 413 goes out at once and the connection closes.
    const stop = new AbortController();
    const written = pipeline(part.file, inspector, handle.createWriteStream(), { signal: stop.signal });
    const overLimit = new Promise<void>((resolve) => part.file.once('limit', resolve));
    await Promise.race([written, overLimit]);
    if (part.file.truncated) {
      stop.abort();
      await written.catch(() => undefined); // aborted; discard() removes the file
    }
    return {
      field: part.fieldname,
      originalName: sanitiseFileName(part.filename),
      size: inspector.size,
      sha256: inspector.sha256(),
      detectedType: part.file.truncated || inspector.size === 0 ? null : await identifyUpload(diskPath),
      truncated: part.file.truncated,
      diskPath,
    };
  }

  /** Moves a received file to its random stored name (the extension comes from its detected format). */
  async place(file: ReceivedFile & { detectedType: DetectedFileType }): Promise<PlacedFile> {
    const storedName = `${randomUUID()}.${file.detectedType === 'jpeg' ? 'jpg' : file.detectedType}`;
    const diskPath = path.join(this.uploadsDir, storedName);
    this.pending.add(diskPath);
    await rename(file.diskPath, diskPath);
    this.pending.delete(file.diskPath);
    return { ...file, storedName, diskPath };
  }

  /** The submission is in the database: its files stay. */
  commit(): void {
    this.pending.clear();
  }

  async discard(): Promise<void> {
    await Promise.all([...this.pending].map((file) => rm(file, { force: true })));
    this.pending.clear();
  }
}

/** A temporary file older than this is a crash's leftover, not an upload in progress. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/**
 * Temporary files a crash left behind (a running request always removes its own). Several API replicas may share the
 * uploads folder, so a replica starting must not remove another's upload in progress: only old ones go.
 */
export async function removeStaleTemporaries(uploadsDir: string, now = Date.now()): Promise<void> {
  const names = (await readdir(uploadsDir)).filter((name) => name.startsWith(TEMPORARY_PREFIX));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(uploadsDir, name);
      const modified = (await stat(file).catch(() => undefined))?.mtimeMs;
      if (modified !== undefined && now - modified > STALE_TEMPORARY_MS) await rm(file, { force: true });
    }),
  );
}
