// Shows the router's current path (and query, if any) in tests, to assert client-side navigation.
import { useLocation } from 'react-router-dom';

export function LocationDisplay() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}
