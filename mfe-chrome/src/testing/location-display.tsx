// Shows the router's current path (and query, if any) in tests, to assert client-side navigation.
import { useSiteLocation } from '@ergoforma/shared-contracts';

export function LocationDisplay() {
  const { pathname, search } = useSiteLocation();
  return <output data-testid="location">{pathname + search}</output>;
}
