// SQLite migration 10: the back office's inbox over the form submissions: each one's status, who answers it, when
// anyone first opened it (unread = never opened by anyone), a version for changes made at the same time, and the
// staff's internal notes.
// Shipped: never edited; a change is a new file.
export const up = `
ALTER TABLE form_submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'answered', 'closed', 'rejected'));
ALTER TABLE form_submissions ADD COLUMN assignee_id INTEGER REFERENCES staff_accounts(id) ON DELETE SET NULL;
ALTER TABLE form_submissions ADD COLUMN first_opened_at TEXT;
ALTER TABLE form_submissions ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
CREATE INDEX form_submissions_status ON form_submissions (status, created_at);
-- The author's name is kept with the note: it outlives the account.
CREATE TABLE form_submission_notes (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL REFERENCES form_submissions(id) ON DELETE CASCADE,
  author_id INTEGER REFERENCES staff_accounts(id) ON DELETE SET NULL,
  author_name TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX form_submission_notes_submission ON form_submission_notes (submission_id, created_at);
`;
