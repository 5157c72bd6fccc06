import { useSiteLocation } from '@ergoforma/shared-contracts';

/** Shows the router location in tests, so a test can assert what the URL became. */
export function LocationProbe() {
  const location = useSiteLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}
