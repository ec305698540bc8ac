import type { Marketplace } from "./client.server";
import type { Answer, Schema } from "./openapi.server";

/** /suppliers-users/auth: sign-in, codes, registration, recovery and impersonation. */

export type Channel = Schema<"Channel">;
/** What a confirmation code is for: `binding`, sent with send-code and check-code (docs/decisions/055). */
export type CodeBinding = Schema<"CodeBinding">;

export type TokenPair = Answer<"post", "/suppliers-users/auth/v2/login">;

type ConfirmPayload = { username: string; code: string; password: string; passwordConfirm: string };

export const auth = {
  preLogin: (api: Marketplace, body: { channel: Channel; username: string; password: string }) =>
    api.post("/suppliers-users/auth/v2/pre-login", { body }),
  login: (api: Marketplace, body: { username: string; password: string; remember: boolean; code?: string }) =>
    api.post("/suppliers-users/auth/v2/login", { body }),
  sendCode: (api: Marketplace, body: { channel: Channel; username: string; binding: CodeBinding }) =>
    api.post("/suppliers-users/auth/v2/send-code", { body }),
  checkCode: (api: Marketplace, body: { code: string; username: string; binding: CodeBinding }) =>
    api.post("/suppliers-users/auth/v2/check-code", { body }),
  signup: (api: Marketplace, body: { name: string; phone: string; email: string }) =>
    api.post("/suppliers-users/auth/v3/signup", { body }),
  confirmRegistration: (api: Marketplace, body: ConfirmPayload) =>
    api.post("/suppliers-users/auth/v3/confirm", { body }),
  confirmWorker: (api: Marketplace, body: ConfirmPayload) => api.post("/suppliers-users/auth/v2/confirm", { body }),
  recoverPassword: (api: Marketplace, body: ConfirmPayload) =>
    api.post("/suppliers-users/auth/v2/recovery-password", { body }),
  changePassword: (api: Marketplace, body: { oldPassword: string; password: string; passwordConfirm: string }) =>
    api.put("/suppliers-users/auth/password_change", { body }),
  impersonate: (api: Marketplace, username: string) =>
    api.get("/suppliers-users/auth/v2/impersonate", { query: { _switch_user: username } }),
};
