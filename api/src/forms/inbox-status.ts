// Where the staff are with a submission in the back office's inbox: new until someone takes it up.
export const INBOX_STATUSES = ['new', 'in_progress', 'answered', 'closed', 'rejected'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
