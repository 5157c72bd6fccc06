import { useLocation } from 'react-router-dom';

/** Shows the router location in tests, so a test can assert what the URL became. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}
