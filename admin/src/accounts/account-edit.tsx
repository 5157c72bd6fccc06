// Changing a person's name, role or access. Saved only when the server accepts it (no optimistic undo): a change
// someone else made meanwhile comes back as a conflict, and what was typed stays in the form.
import { BooleanInput, Edit, required, SelectInput, SimpleForm, TextField, TextInput, Labeled } from 'react-admin';
import { ROLE_CHOICES } from './role-choices';

export function AccountEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <Labeled source="email">
          <TextField source="email" />
        </Labeled>
        <TextInput source="name" validate={required()} />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <BooleanInput source="disabled" helperText="app.accounts.disable_help" />
      </SimpleForm>
    </Edit>
  );
}
