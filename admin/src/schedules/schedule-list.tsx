// What is scheduled to be published or unpublished, soonest first: the record, the action, when, who scheduled it,
// and a failure if it had one. Cancelling removes the action (a failed one: dismisses it).
import { DataTable, DateField, DeleteButton, FunctionField, List, TextField, useTranslate } from 'react-admin';
import { WIDE_SCREEN_ONLY } from '../theme';

interface ScheduleRecord {
  id: number;
  resource: string | null;
  recordId: number;
  title: string | null;
  action: 'publish' | 'unpublish';
}

export function ScheduleList() {
  const translate = useTranslate();
  return (
    <List exporter={false} title={translate('schedules.title')}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col label="schedules.fields.record" disableSort>
          <FunctionField<ScheduleRecord>
            render={(record) => `${record.title ?? '—'} (${record.resource ?? ''} ${record.recordId})`}
          />
        </DataTable.Col>
        <DataTable.Col label="schedules.fields.action" disableSort>
          <FunctionField<ScheduleRecord> render={(record) => translate(`schedules.actions.${record.action}`)} />
        </DataTable.Col>
        <DataTable.Col label="schedules.fields.at" disableSort>
          <DateField source="at" showTime />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} label="schedules.fields.by" disableSort>
          <TextField source="by" />
        </DataTable.Col>
        <DataTable.Col label="schedules.fields.error" disableSort>
          <TextField source="error" emptyText="" />
        </DataTable.Col>
        <DataTable.Col>
          <DeleteButton label="schedules.cancel" mutationMode="pessimistic" redirect={false} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
