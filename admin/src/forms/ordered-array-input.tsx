// A form's array of records in the order the editor sets (a product's tabs, a gallery's photos): react-admin's
// ArrayInput with each row's inputs as its children (sources relative to the row), moved by drag or by keyboard as
// OrderedList does, and rows added or removed when the form allows it.
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import {
  ArrayInput,
  SourceContextProvider,
  useArrayInput,
  useSourceContext,
  useTranslate,
  type SourceContextValue,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { OrderedList } from './ordered-list';

export interface OrderedArrayInputProps<T> {
  source: string;
  /** A translation key. */
  label: string;
  /** What a row is called in its buttons' names and in announcements, from its values (those of a new row may be empty). */
  nameOf: (value: Partial<T>, index: number) => string;
  /** A new row's values; without it rows are not added here. */
  newItem?: () => T;
  removable?: boolean;
  children: ReactNode;
}

/** The row's inputs name their fields relative to the row, as in react-admin's own iterators. */
function Row({ index, children }: { index: number; children: ReactNode }) {
  const parent = useSourceContext();
  const context = useMemo<SourceContextValue>(
    () => ({
      getSource: (source) => parent.getSource(source ? `${index}.${source}` : `${index}`),
      getLabel: (source) => parent.getLabel(source),
    }),
    [parent, index],
  );
  return <SourceContextProvider value={context}>{children}</SourceContextProvider>;
}

function Rows<T>({ label, nameOf, newItem, removable, children }: Omit<OrderedArrayInputProps<T>, 'source'>) {
  const translate = useTranslate();
  const { fields, move, append, remove } = useArrayInput();
  const values = useWatch({ name: useSourceContext().getSource('') }) as Array<Partial<T>> | undefined;
  const items = fields.map((field, index) => ({ key: field.id, name: nameOf(values?.[index] ?? {}, index) }));
  return (
    <>
      <OrderedList
        items={items}
        onMove={move}
        label={translate(label)}
        body={(index) => <Row index={index}>{children}</Row>}
        onRemove={removable ? remove : undefined}
        outlined
      />
      {newItem && (
        <Button startIcon={<AddIcon />} onClick={() => append(newItem())} sx={{ mt: 1 }}>
          {translate('forms.add')}
        </Button>
      )}
    </>
  );
}

export function OrderedArrayInput<T>({ source, label, ...rest }: OrderedArrayInputProps<T>) {
  return (
    <ArrayInput source={source} label={label}>
      <Rows label={label} {...rest} />
    </ArrayInput>
  );
}
