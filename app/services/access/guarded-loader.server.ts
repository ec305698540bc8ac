import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAccess, type RuleName } from "./guards.server";
import { requireParam } from "~/utils/params.server";

/**
 * The loader of a page that only needs its guard: the table decides who may see it. Restricted
 * parameters are checked first, so a URL that is not ours is a 404 for everyone.
 */
export function guardedLoader(rule: RuleName, params: Record<string, RegExp> = {}) {
  return async ({ request, params: values }: LoaderFunctionArgs) => {
    for (const [name, pattern] of Object.entries(params)) requireParam(values[name], pattern);
    await requireAccess(request, rule);
    return null;
  };
}
