import { STATUS_CODES } from "node:http";

/** Error codes the portal knows (element_notfound, already_exists) plus a few emulator-specific ones. */
export type ErrorCode =
  | "element_notfound"
  | "already_exists"
  | "invalid_credentials"
  | "code_required"
  | "code_invalid"
  | "code_expired"
  | "token_expired"
  | "contractor_required"
  | "contract_required"
  | "validation"
  | "forbidden"
  | "fault_injected";

/** The body of every error answer: the marketplace's generic error result. */
export interface ErrorBody {
  error: true;
  message: string;
  errorText: string;
  status: number;
  errorCode?: ErrorCode;
}

/** Thrown anywhere inside a handler; the server turns it into an error answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorText: string,
    readonly errorCode?: ErrorCode,
    message?: string,
  ) {
    super(message ?? STATUS_CODES[status] ?? "Error");
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { error: true, message: this.message, errorText: this.errorText, status: this.status };
    if (this.errorCode) body.errorCode = this.errorCode;
    return body;
  }
}

export const badRequest = (errorText = "Проверьте корректность данных", errorCode: ErrorCode = "validation") =>
  new HttpError(400, errorText, errorCode);

export const unauthorized = (errorText = "Требуется авторизация", errorCode?: ErrorCode) =>
  new HttpError(401, errorText, errorCode);

export const forbidden = (errorText = "Недостаточно прав для выполнения действия") =>
  new HttpError(403, errorText, "forbidden");

/** Not found and "not yours" look the same, so one supplier learns nothing about another. */
export const notFound = (errorText = "Элемент не найден") => new HttpError(404, errorText, "element_notfound");

export const alreadyExists = (errorText: string) => new HttpError(400, errorText, "already_exists");
