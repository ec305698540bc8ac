import type { Marketplace } from "./client.server";

/** /suppliers-users/auth: sign-in, codes, registration, recovery and impersonation (SPEC.md §7). */

export type Channel = "phone" | "email";
/** What a code confirms, sent as `binding` with send-code and check-code (SPEC.md §7, docs/decisions/055). */
export type CodeBinding = "registration" | "recovery";
export type TokenPair = { token: string; refresh_token: string };

const BASE = "/suppliers-users/auth";

type ConfirmPayload = { username: string; code: string; password: string; passwordConfirm: string };

export const auth = {
  preLogin: (api: Marketplace, body: { channel: Channel; username: string; password: string }) =>
    api.post<{ codeRequired: boolean; channel?: Channel; expiresAt?: string }>(`${BASE}/v2/pre-login`, { body }),
  login: (api: Marketplace, body: { username: string; password: string; remember: boolean; code?: string }) =>
    api.post<TokenPair>(`${BASE}/v2/login`, { body }),
  sendCode: (api: Marketplace, body: { binding: CodeBinding; channel: Channel; username: string }) =>
    api.post<{ sent: boolean; channel: Channel; expiresAt: string }>(`${BASE}/v2/send-code`, { body }),
  checkCode: (api: Marketplace, body: { binding: CodeBinding; code: string; username: string }) =>
    api.post<{ error: boolean; errorText: string; status: number }>(`${BASE}/v2/check-code`, { body }),
  signup: (api: Marketplace, body: { name: string; phone: string; email: string }) =>
    api.post<{ id: number; status: string; channel: Channel }>(`${BASE}/v3/signup`, { body }),
  confirmRegistration: (api: Marketplace, body: ConfirmPayload) => api.post(`${BASE}/v3/confirm`, { body }),
  confirmWorker: (api: Marketplace, body: ConfirmPayload) => api.post(`${BASE}/v2/confirm`, { body }),
  recoverPassword: (api: Marketplace, body: ConfirmPayload) => api.post(`${BASE}/v2/recovery-password`, { body }),
  changePassword: (api: Marketplace, body: { oldPassword: string; password: string; passwordConfirm: string }) =>
    api.put<{ ok: boolean }>(`${BASE}/password_change`, { body }),
  impersonate: (api: Marketplace, username: string) =>
    api.get<TokenPair>(`${BASE}/v2/impersonate`, { query: { _switch_user: username } }),
};
