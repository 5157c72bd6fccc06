// The audit log, newest first: who did what, to what, from where. Read only. Each event is named in the person's
// language (an event the texts do not know yet shows as the API names it) and is chosen from that list to filter.
import {
  DataTable,
  DateField,
  DateTimeInput,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { appPolish } from '../i18n/messages';
import { WIDE_SCREEN_ONLY } from '../theme';

const actionChoices = Object.keys(appPolish.audit.actions).map((id) => ({ id, name: `audit.actions.${id}` }));

const filters = [
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <NumberInput key="actorId" source="actorId" />,
  <DateTimeInput key="from" source="from" />,
  <DateTimeInput key="to" source="to" />,
];

interface AuditRecord {
  action: string;
  detail: Record<string, unknown> | null;
}

function ActionField() {
  const translate = useTranslate();
  return (
    <FunctionField<AuditRecord>
      render={(record) => translate(`audit.actions.${record.action}`, { _: record.action })}
    />
  );
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
          <ActionField />
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
