// An upload's format is what its first bytes say it is, never its name or the client's content type.

/** The accepted upload formats (the form_submission_files.detected_type column is checked against this list). */
export const DETECTED_FILE_TYPES = ['pdf', 'doc', 'jpeg', 'png', 'bmp'] as const;
export type DetectedFileType = (typeof DETECTED_FILE_TYPES)[number];

const SIGNATURES: ReadonlyArray<{ type: DetectedFileType; bytes: readonly number[] }> = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // '%PDF-'
  // OLE compound file: the container of Word 97-2003 .doc files.
  { type: 'doc', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'bmp', bytes: [0x42, 0x4d] }, // 'BM'
];

/** How many leading bytes detectFileType needs to see. */
export const SIGNATURE_LENGTH = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/** The accepted format the file starts like, or null when it is none of them. */
export function detectFileType(head: Uint8Array): DetectedFileType | null {
  const match = SIGNATURES.find((signature) => signature.bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}
