import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';

export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string>();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.title" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography>{translate('app.dashboard.intro')}</Typography>
        {permissions !== undefined && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.dashboard.role', { role: translate(`app.roles.${permissions}`) })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
