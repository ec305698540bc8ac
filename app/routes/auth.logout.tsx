import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endSession } from "~/services/login.server";

/** Logout is a POST (a link could be followed by a prefetch or a crawler); a GET just goes home. */
export function loader() {
  return redirect("/");
}

export function action({ request }: ActionFunctionArgs) {
  return endSession(request);
}
