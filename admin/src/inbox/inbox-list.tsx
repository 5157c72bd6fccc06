// The inbox: newest first, unread in bold, filtered by form, status, date, position and assignee, searched over
// names, e-mails and messages. Each role sees its own forms only (the API decides).
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { useEffect, useState } from 'react';
import {
  Button,
  DataTable,
  DateField,
  DateTimeInput,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextInput,
  TopToolbar,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { adminFetch } from '../api/admin-fetch';
import { FORM_CHOICES, STATUS_CHOICES, type Assignee, type InboxItem } from './inbox-types';
import { WIDE_SCREEN_ONLY } from '../theme';

function useAssignees(): Assignee[] {
  const [assignees, setAssignees] = useState<Assignee[]>([]);
  useEffect(() => {
    adminFetch<Assignee[]>('/inbox/assignees').then(
      (answer) => setAssignees(answer.body),
      () => setAssignees([]),
    );
  }, []);
  return assignees;
}

function InboxActions() {
  const { permissions } = usePermissions<string>();
  if (permissions !== 'admin' && permissions !== 'hr') return null;
  return (
    <TopToolbar>
      <Button component={Link} to="/personal-data" label="app.inbox.personal_data.title">
        <PrivacyTipIcon />
      </Button>
    </TopToolbar>
  );
}

export function InboxList() {
  const translate = useTranslate();
  const assignees = useAssignees();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="form" source="form" choices={FORM_CHOICES} />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
    <TextInput key="position" source="position" />,
    <SelectInput key="assigneeId" source="assigneeId" choices={assignees} />,
    <DateTimeInput key="from" source="from" />,
    <DateTimeInput key="to" source="to" />,
  ];
  return (
    <List filters={filters} exporter={false} actions={<InboxActions />}>
      <DataTable<InboxItem> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt" disableSort>
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="unread" disableSort>
          <FunctionField<InboxItem>
            render={(record) => (record.unread ? translate('app.inbox.unread') : translate('app.inbox.read'))}
          />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="form" disableSort>
          <SelectField source="form" choices={FORM_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="name" disableSort>
          <FunctionField<InboxItem>
            render={(record) => (record.unread ? <strong>{record.name}</strong> : record.name)}
          />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="email" disableSort>
          <FunctionField<InboxItem>
            render={(record) => (record.unread ? <strong>{record.email}</strong> : record.email)}
          />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="position" disableSort />
        <DataTable.Col source="status" disableSort>
          <SelectField source="status" choices={STATUS_CHOICES} />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="assigneeId" disableSort>
          <FunctionField<InboxItem>
            render={(record) => assignees.find((assignee) => assignee.id === record.assigneeId)?.name ?? ''}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
