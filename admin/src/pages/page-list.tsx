// The pages: number, Polish title, whether the site shows it, and the last change (who and when, from its history).
import { useEffect, useState } from 'react';
import { BooleanField, DataTable, List, TextInput, useRecordContext } from 'react-admin';
import { adminFetch } from '../api/admin-fetch';
import type { Revision } from '../history/record-history';
import { WIDE_SCREEN_ONLY } from '../theme';

const filters = [<TextInput key="q" source="q" label="taxonomy.fields.q" alwaysOn />];

function LastChange() {
  const page = useRecordContext<{ id: number }>();
  const [last, setLast] = useState<Revision | null>(null);
  useEffect(() => {
    if (page === undefined) return;
    adminFetch<Revision[]>(`/pages/${page.id}/history`)
      .then(({ body }) => setLast(body[0] ?? null))
      .catch(() => setLast(null));
  }, [page]);
  if (last === null) return null;
  return (
    <span>
      {new Date(last.changedAt).toLocaleString()} · {last.author.name ?? last.author.email}
    </span>
  );
}

export const PageList = () => (
  <List filters={filters} exporter={false} perPage={100}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col sx={WIDE_SCREEN_ONLY} source="id" label="taxonomy.fields.id" disableSort />
      <DataTable.Col source="translations.pl.title" label="pages.f.title" disableSort />
      <DataTable.Col source="isPublished" label="pages.f.isPublished" disableSort>
        <BooleanField source="isPublished" />
      </DataTable.Col>
      <DataTable.Col sx={WIDE_SCREEN_ONLY} label="resources.products.fields.updated" disableSort>
        <LastChange />
      </DataTable.Col>
    </DataTable>
  </List>
);
