// The inbox's records as the API sends them (api/src/routes/admin/inbox/) and the choices of its filters.
export const FORMS = ['job_application', 'client_question', 'cooperation_request', 'proposal_request'] as const;
export type FormKind = (typeof FORMS)[number];
export const STATUSES = ['new', 'in_progress', 'answered', 'closed', 'rejected'] as const;
export type InboxStatus = (typeof STATUSES)[number];

export const FORM_CHOICES = FORMS.map((id) => ({ id, name: `app.inbox.forms.${id}` }));
export const STATUS_CHOICES = STATUSES.map((id) => ({ id, name: `app.inbox.statuses.${id}` }));

export interface InboxItem {
  id: number;
  form: FormKind;
  status: InboxStatus;
  assigneeId: number | null;
  unread: boolean;
  name: string;
  email: string | null;
  position: string | null;
  createdAt: string;
  deleteAfter: string;
  version: number;
}

export interface InboxDetail extends InboxItem {
  fields: Record<string, unknown>;
  locale: string;
  page: string | null;
  files: Array<{ id: number; field: string; name: string; size: number; type: string }>;
  notes: Array<{ id: number; authorName: string; text: string; createdAt: string }>;
  notification: {
    state: 'queued' | 'retrying' | 'sent' | 'failed';
    attempts: number;
    lastError: string | null;
    sentAt: string | null;
  } | null;
}

export interface Assignee {
  id: number;
  name: string;
  forms: FormKind[];
}
