// The data provider's rules for the inbox: one order (newest first), and no record-wide update (status, assignee
// and notes have their own requests, inbox-show.tsx).
export const INBOX_RESOURCES = {
  inbox: { sortable: false, writable: [] as readonly string[] },
};
