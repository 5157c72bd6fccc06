// The accepted upload formats; file-type-check.ts tells which one a file is.

/** The accepted upload formats (the form_submission_files.detected_type column is checked against this list). */
export const DETECTED_FILE_TYPES = ['pdf', 'doc', 'jpeg', 'png', 'bmp'] as const;
export type DetectedFileType = (typeof DETECTED_FILE_TYPES)[number];
