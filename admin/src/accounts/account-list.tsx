import {
  BooleanField,
  CreateButton,
  DataTable,
  DateField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { ROLE_CHOICES } from './role-choices';
import { WIDE_SCREEN_ONLY } from '../theme';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} />,
  <NullableBooleanInput key="disabled" source="disabled" />,
];

export function AccountList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="role">
          <SelectField source="role" choices={ROLE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="totpEnabled" disableSort>
          <BooleanField source="totpEnabled" />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="disabled" disableSort>
          <BooleanField source="disabled" />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
