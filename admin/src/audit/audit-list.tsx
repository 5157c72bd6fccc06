// The audit log, newest first: who did what, to what, from where. Read only.
import {
  DataTable,
  DateField,
  DateTimeInput,
  FunctionField,
  List,
  NumberInput,
  TextField,
  TextInput,
} from 'react-admin';
import { WIDE_SCREEN_ONLY } from '../theme';

const filters = [
  <TextInput key="action" source="action" alwaysOn />,
  <NumberInput key="actorId" source="actorId" />,
  <DateTimeInput key="from" source="from" />,
  <DateTimeInput key="to" source="to" />,
];

interface AuditRecord {
  detail: Record<string, unknown> | null;
}

export function AuditList() {
  return (
    <List filters={filters} exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="at" disableSort>
          <DateField source="at" showTime />
        </DataTable.Col>
        <DataTable.Col source="actorEmail" disableSort />
        <DataTable.Col source="action" disableSort>
          <TextField source="action" sx={{ fontFamily: 'monospace' }} />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="target" disableSort />
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="detail" disableSort>
          <FunctionField<AuditRecord>
            render={(record) => (record.detail === null ? '' : JSON.stringify(record.detail))}
          />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="address" disableSort />
      </DataTable>
    </List>
  );
}
