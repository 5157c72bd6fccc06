// Editing and adding a page. Saved only when the server accepts it: a save on a version someone else changed
// meanwhile is refused (409) with a message saying so, and what was typed stays in the form to compare and save
// again. The page's history (who saved what, restore) is under the form.
import { Create, Edit, HttpError, useNotify, useRecordContext } from 'react-admin';
import { RecordHistory } from '../history/record-history';
import { PublishingBar } from '../publishing/publishing-bar';
import { ScheduleControls } from '../schedules/schedule-controls';
import { PageForm } from './page-form';

function PageTitle() {
  const page = useRecordContext<{ translations?: { pl?: { title?: string } } }>();
  return <span>{page?.translations?.pl?.title ?? ''}</span>;
}

function History() {
  const page = useRecordContext<{ id: number }>();
  return page === undefined ? null : <RecordHistory resource="pages" id={page.id} />;
}

export function PageEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      title={<PageTitle />}
      aside={<ScheduleControls resource="pages" />}
      mutationOptions={{
        onError: (error: unknown) =>
          notify(error instanceof HttpError && error.status === 409 ? 'pages.stale' : (error as Error).message, {
            type: 'error',
            autoHideDuration: null,
          }),
      }}
    >
      <PageForm toolbar={<PublishingBar resource="pages" />} />
      <History />
    </Edit>
  );
}

const NEW_PAGE = {
  isPublished: false,
  layout: 'default',
  headerTheme: 'light',
  seoImageSrc: '',
  resolver: null,
  isAggregatorChild: false,
  blocks: [],
};

export const PageCreate = () => (
  <Create record={NEW_PAGE} redirect="edit">
    <PageForm />
  </Create>
);
