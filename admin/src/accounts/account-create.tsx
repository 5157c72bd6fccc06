import { Alert } from '@mui/material';
import { Create, email, required, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { ROLE_CHOICES } from './role-choices';

export function AccountCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="list">
      <SimpleForm>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.accounts.invite_help')}
        </Alert>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="name" validate={required()} />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
