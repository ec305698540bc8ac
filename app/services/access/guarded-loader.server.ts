import type { LoaderFunctionArgs } from "@remix-run/node";
import { type Allowed, requireParam } from "~/utils/params.server";
import { requireAccess, type RuleName } from "./guards.server";

/**
 * The loader of a page that only needs its guard: the table decides who may see it, with the
 * route's params. Restricted parameters are checked first, so a URL that is not ours is a 404 for
 * everyone.
 */
export function guardedLoader(rule: RuleName, params: Record<string, Allowed<string>> = {}) {
  return async ({ request, params: values }: LoaderFunctionArgs) => {
    for (const [name, allowed] of Object.entries(params)) requireParam(values[name], allowed);
    await requireAccess(request, rule, values);
    return null;
  };
}
