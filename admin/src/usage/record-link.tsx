// A link to the edit page of a record named in a use of another (where a photo is used, what links to a page), with
// the kind of record in words.
import { Link } from '@mui/material';
import { Link as RouterLink, useTranslate } from 'react-admin';

/** The kinds of record a use names, with the back office's resource of each. */
export const RESOURCE_OF = {
  product: 'products',
  page: 'pages',
  post: 'posts',
  realization: 'realizations',
  mechanism: 'mechanisms',
  menu: 'menus',
} as const;

export type UsingKind = keyof typeof RESOURCE_OF;

export function RecordLink({ kind, id, name }: { kind: UsingKind; id: number; name: string }) {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={`/${RESOURCE_OF[kind]}/${id}`}>
      {translate(`usage.kinds.${kind}`)} {name}
    </Link>
  );
}
