// The audit log's page, loaded when first opened: out of the back office's first load.
import { lazy } from 'react';

export const AuditList = lazy(async () => ({ default: (await import('./audit-list')).AuditList }));
