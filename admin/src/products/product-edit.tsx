// Editing a product. Saved only when the server accepts it: a save on a version someone else changed meanwhile is
// refused (409) with a message saying so, and what was typed stays in the form to compare and save again.
import { Edit, HttpError, useNotify, useRecordContext } from 'react-admin';
import { ScheduleControls } from '../schedules/schedule-controls';
import { PublishingBar } from '../publishing/publishing-bar';
import { ProductForm } from './product-form';

function ProductTitle() {
  const record = useRecordContext<{ name?: string }>();
  return <span>{record?.name ?? ''}</span>;
}

export function ProductEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      title={<ProductTitle />}
      aside={<ScheduleControls resource="products" />}
      mutationOptions={{
        onError: (error: unknown) =>
          notify(error instanceof HttpError && error.status === 409 ? 'app.products.stale' : (error as Error).message, {
            type: 'error',
            autoHideDuration: null,
          }),
      }}
    >
      <ProductForm toolbar={<PublishingBar resource="products" />} />
    </Edit>
  );
}
