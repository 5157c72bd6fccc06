// The site's own redirects: each old address of a record with the address it answers 301 to, newest first. Made by
// the API when a published record's address changes (read only here); a row opens the record's history, which
// says what changed.
import { DataTable, DateField, List, TextField, useRecordContext } from 'react-admin';
import { RecordHistory } from '../history/record-history';
import { WIDE_SCREEN_ONLY } from '../theme';

/** The back office's resource of each kind of record a redirect is made for. */
const RESOURCE_OF: Record<string, string> = {
  product: 'products',
  page: 'pages',
  post: 'posts',
  mechanism: 'mechanisms',
};

interface RedirectRecord {
  id: string;
  kind: string;
  recordId: number;
}

function RedirectHistory() {
  const redirect = useRecordContext<RedirectRecord>();
  const resource = redirect === undefined ? undefined : RESOURCE_OF[redirect.kind];
  if (redirect === undefined || resource === undefined) return null;
  return <RecordHistory resource={resource} id={redirect.recordId} />;
}

export function RedirectList() {
  return (
    <List exporter={false}>
      <DataTable bulkActionButtons={false} expand={<RedirectHistory />}>
        <DataTable.Col source="from" disableSort>
          <TextField source="from" sx={{ fontFamily: 'monospace' }} />
        </DataTable.Col>
        <DataTable.Col source="to" disableSort>
          <TextField source="to" sx={{ fontFamily: 'monospace' }} />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="locale" disableSort />
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="kind" disableSort />
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="recordId" disableSort />
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="createdAt" disableSort>
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
