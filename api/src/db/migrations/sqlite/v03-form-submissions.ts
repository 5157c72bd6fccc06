// SQLite migration 3: form submissions and their uploaded files.
// Shipped: never edited; a change is a new file.
export const up = `
CREATE TABLE form_submissions (
  id INTEGER PRIMARY KEY,
  form TEXT NOT NULL CHECK (form IN ('client_question', 'cooperation_request', 'proposal_request', 'job_application')),
  -- The validated fields as the client named them, JSON.
  fields TEXT NOT NULL CHECK (json_valid(fields)),
  client_ip TEXT NOT NULL,
  user_agent TEXT,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  created_at TEXT NOT NULL
);
CREATE INDEX form_submissions_created ON form_submissions (created_at, id);
CREATE INDEX form_submissions_form ON form_submissions (form, created_at);
-- Uploaded files, stored in the uploads folder under stored_name (random; the client's name is only a label).
CREATE TABLE form_submission_files (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL REFERENCES form_submissions(id) ON DELETE CASCADE,
  field TEXT NOT NULL CHECK (field IN ('cv', 'coverLetter')),
  original_name TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL CHECK (size > 0),
  detected_type TEXT NOT NULL CHECK (detected_type IN ('pdf', 'doc', 'jpeg', 'png', 'bmp')),
  sha256 TEXT NOT NULL CHECK (length(sha256) = 64),
  UNIQUE (submission_id, field)
);
`;
