// Shows the router's current path in tests, to assert client-side navigation.
import { useLocation } from 'react-router-dom';

export function LocationDisplay() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
