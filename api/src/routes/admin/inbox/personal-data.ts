// A person's data, found by their e-mail address: exported as a ZIP (submissions.json with every submission, its
// notes and its files' descriptions, and the files under files/<submission id>/), or erased (files on disk first,
// then the rows with their files' rows, notes and outbox messages). The audit log names the person by a hash of
// the address only: whoever asks again with the same address can be told when their data was erased, while the
// log itself does not hold the address.
import { createHash } from 'node:crypto';
import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FormKind } from '@ergoforma/shared-contracts';
import { downloadName } from '../../../forms/stored-file';
import type { StaffDb } from '../../../staff/staff-tables';
import { deleteSubmissions, filesOf, notesOf, submissionsOfEmail } from './inbox-store';

/** How the audit log names a person: the SHA-256 of their address, trimmed and lower-cased. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export interface PersonalData {
  submissions: Awaited<ReturnType<typeof submissionsOfEmail>>;
  files: Awaited<ReturnType<typeof filesOf>>;
}

export async function findPersonalData(db: StaffDb, email: string, forms: readonly FormKind[]): Promise<PersonalData> {
  const submissions = await submissionsOfEmail(db, email, forms);
  return {
    submissions,
    files: await filesOf(
      db,
      submissions.map((row) => row.id),
    ),
  };
}

/** The ZIP of everything found: a stream the route sends as it is written. */
export async function exportArchive(db: StaffDb, data: PersonalData, uploadsDir: string): Promise<Readable> {
  const zip = new ZipFile();
  const submissions = [];
  for (const row of data.submissions) {
    const files = data.files.filter((file) => file.submission_id === row.id);
    submissions.push({
      id: row.id,
      form: row.form,
      createdAt: row.created_at,
      locale: row.locale,
      page: row.page,
      clientIp: row.client_ip,
      userAgent: row.user_agent,
      fields: JSON.parse(row.fields) as unknown,
      status: row.status,
      notes: await notesOf(db, row.id),
      files: await Promise.all(
        files.map(async (file) => {
          const stored = path.join(uploadsDir, file.stored_name);
          const described = { field: file.field, name: file.original_name, size: file.size, sha256: file.sha256 };
          // A file gone from disk is named as missing: the archive is still whole.
          if (
            !(await access(stored).then(
              () => true,
              () => false,
            ))
          )
            return { ...described, archived: null };
          const archived = `files/${row.id}/${file.field}-${downloadName({ originalName: file.original_name, detectedType: file.detected_type })}`;
          zip.addFile(stored, archived);
          return { ...described, archived };
        }),
      ),
    });
  }
  zip.addBuffer(Buffer.from(JSON.stringify({ submissions }, null, 2)), 'submissions.json');
  zip.end();
  return zip.outputStream as Readable;
}

/** Removes the files, then the rows; returns how many of each. */
export async function erasePersonalData(
  db: StaffDb,
  data: PersonalData,
  uploadsDir: string,
): Promise<{ submissions: number; files: number }> {
  for (const file of data.files) await rm(path.join(uploadsDir, file.stored_name), { force: true });
  const submissions = await deleteSubmissions(
    db,
    data.submissions.map((row) => row.id),
  );
  return { submissions, files: data.files.length };
}
