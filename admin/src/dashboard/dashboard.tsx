import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export function Dashboard() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.title" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('app.title')}
        </Typography>
        <Typography>{translate('app.dashboard.intro')}</Typography>
      </CardContent>
    </Card>
  );
}
