import { Outlet } from "@remix-run/react";

/** Contracts: information, adding a contract and the offer share this section. */
export default function ContractsSection() {
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
