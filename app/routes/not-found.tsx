import { data } from 'react-router';

// Unknown paths render the root error boundary: "Page Not Found" and the path, with status 404.
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
