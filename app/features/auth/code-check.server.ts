import { toApiError, type ApiError, type ApiResult } from "~/services/marketplace/client.server";
import type { Schema } from "~/services/marketplace/openapi.server";
import { EXPIRED_CODE_MESSAGE, WRONG_CODE_MESSAGE } from "~/validation/code";

/** check-code's answer: `error, errorText, status`, whatever the HTTP status says (docs/decisions/056). */
export type CodeCheckAnswer = Schema<"CodeCheck">;

/**
 * The refusal in check-code's answer, or null when the code is accepted. The body decides: a 200
 * may carry `error: true` with the refusal's own status (406 wrong, 408 expired), and only an
 * explicit `error: false` accepts the code (docs/decisions/056). The client has checked the body
 * against the contract: `error` is there and a boolean.
 */
export function codeCheckRefusal(result: ApiResult<CodeCheckAnswer>): ApiError | null {
  if (result.error) return result;
  const answer = result.data;
  if (!answer.error) return null;
  const status = answer.status !== undefined && answer.status >= 400 ? answer.status : 400;
  return toApiError(status, answer);
}

/** The marketplace's verdicts on the code itself (406 wrong, 408 expired), and the code widget's texts for them. */
const CODE_VERDICTS: Record<number, string> = { 406: WRONG_CODE_MESSAGE, 408: EXPIRED_CODE_MESSAGE };

/** What a refused code says: the widget's text for a wrong or expired code, otherwise the marketplace's. */
export function codeRefusalText(error: ApiError): string {
  return CODE_VERDICTS[error.status] ?? error.errorText;
}

/**
 * A code step's messages for a refusal: a wrong or expired code at the code field, anything else
 * (a limit, an unknown user, a service away) on the whole form.
 */
export function codeStepMessages(error: ApiError) {
  return error.status in CODE_VERDICTS
    ? { fieldErrors: { code: [codeRefusalText(error)] } }
    : { formErrors: [error.errorText] };
}
