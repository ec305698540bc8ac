import { toApiError, type ApiError, type ApiResult } from "~/services/marketplace/client.server";

/** check-code's answer (SPEC.md §7): `error, errorText, status`, whatever the HTTP status says. */
export type CodeCheckAnswer = { error: boolean; errorText: string; status: number };

/**
 * The refusal in check-code's answer, or null when the code is accepted. The body decides: a 200
 * may carry `error: true` with the refusal's own status (406 wrong, 408 expired), and only an
 * explicit `error: false` accepts the code (docs/decisions/056).
 */
export function codeCheckRefusal(result: ApiResult<CodeCheckAnswer>): ApiError | null {
  if (result.error) return result;
  const answer = (result.data ?? {}) as Partial<CodeCheckAnswer>;
  if (answer.error === false) return null;
  const status = typeof answer.status === "number" && answer.status >= 400 ? answer.status : 400;
  return toApiError(status, answer);
}
