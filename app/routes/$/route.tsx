import { notFound } from "~/utils/params.server";

/** Any path that is not in the route table. */
export function loader() {
  throw notFound();
}

export default function NotFoundPage() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
