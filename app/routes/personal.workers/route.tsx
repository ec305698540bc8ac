import { Outlet } from "@remix-run/react";

/** Workers: the list, the invitation and editing share this section. */
export default function WorkersSection() {
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
