// The media library: the upload on top, then every item as a tile (a photo's thumbnail, a PDF's name) with where it
// is used, newest first; search by name and a filter by type. A tile opens the item's edit page.
import DescriptionIcon from '@mui/icons-material/Description';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { List, Pagination, SelectInput, TextInput, useCreatePath, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MediaUpload } from './media-upload';
import type { MediaItem } from './media-types';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    alwaysOn
    choices={[
      { id: 'image', name: 'app.media.kind_image' },
      { id: 'document', name: 'app.media.kind_document' },
    ]}
  />,
];

function MediaGrid() {
  const { data, refetch } = useListContext<MediaItem>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Box sx={{ p: 2 }}>
      <MediaUpload onUploaded={() => void refetch()} />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        }}
      >
        {(data ?? []).map((item) => {
          const label = item.translations.pl.alt ?? item.translations.pl.name ?? item.originalName;
          return (
            <Card component="li" key={item.id} variant="outlined">
              <CardActionArea component={Link} to={createPath({ resource: 'media', id: item.id, type: 'edit' })}>
                {item.thumbnailUrl ? (
                  <img
                    src={item.thumbnailUrl}
                    alt={label}
                    width={240}
                    height={240}
                    style={{ width: '100%', height: 'auto' }}
                  />
                ) : (
                  <Box sx={{ display: 'grid', placeItems: 'center', aspectRatio: '1' }}>
                    <DescriptionIcon sx={{ fontSize: 64 }} aria-hidden />
                  </Box>
                )}
                <CardContent>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {label}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {item.usedBy.length === 0
                      ? translate('app.media.unused')
                      : translate('app.media.used_by', { names: item.usedBy.map((use) => use.name).join(', ') })}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}

export function MediaList() {
  // Never react-admin's empty page: the upload lives in the list, and an empty library needs it most.
  return (
    <List
      filters={filters}
      exporter={false}
      empty={false}
      perPage={24}
      pagination={<Pagination rowsPerPageOptions={[24, 48, 96]} />}
    >
      <MediaGrid />
    </List>
  );
}
