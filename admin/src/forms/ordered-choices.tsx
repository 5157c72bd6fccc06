// The order of what a multiple-choice picker chose (a product's similar products, its pattern collections): the
// chosen records by name as an ordered list under the picker, moved by drag or keyboard; choosing and unchoosing stay
// with the picker.
import { useGetMany, useTranslate, type Identifier } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { moved, OrderedList } from './ordered-list';

export function OrderedChoices({ source, reference, label }: { source: string; reference: string; label: string }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const watched = useWatch({ name: source }) as Identifier[] | undefined;
  const ids = watched ?? [];
  const { data = [] } = useGetMany<{ id: Identifier; name: string }>(reference, { ids }, { enabled: ids.length > 1 });
  const names = new Map(data.map((record) => [record.id, record.name]));
  // One choice has no order to set.
  if (ids.length < 2) return null;
  return (
    <OrderedList
      label={translate(label)}
      items={ids.map((id) => ({ key: String(id), name: names.get(id) ?? `#${id}` }))}
      onMove={(from, to) => setValue(source, moved(ids, from, to), { shouldDirty: true })}
    />
  );
}
