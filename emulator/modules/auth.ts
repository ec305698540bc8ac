/** Sign-in: pre-login, codes, login, impersonation and token refresh. */
import { requireCaller, requireRole } from "../auth-context";
import type { Ctx } from "../context";
import { badRequest, forbidden, unauthorized } from "../server/errors";
import type { Router } from "../server/router";
import {
  check,
  isCode,
  MESSAGES,
  objectBody,
  optionalBoolean,
  optionalText,
  requiredCode,
  requiredText,
  type Fields,
} from "../server/validate";
import { consumeCode, issueCode, verifyCode, type Channel } from "../store/codes";
import { verifyPassword } from "../store/passwords";
import { findToken, issueTokenPair, rotateRefreshToken } from "../store/tokens";
import { findUser, findUserByUsername, requireUserByUsername, type UserRow } from "../store/users";

const INVALID_CREDENTIALS = "Неверный логин или пароль";
const BASE = "/suppliers-users/auth";

/**
 * The user named by username + password. Wrong credentials are a 400, not a 401: a 401 means
 * "refresh your token" to the portal's client.
 */
async function authenticate(ctx: Ctx, fields: Fields): Promise<UserRow> {
  const username = requiredText(fields, "username", "Введите логин и пароль");
  const password = requiredText(fields, "password", "Введите логин и пароль");
  const user = findUserByUsername(ctx.db, username);
  if (!user || !(await verifyPassword(password, user.password_hash))) {
    throw badRequest(INVALID_CREDENTIALS, "invalid_credentials");
  }
  if (user.status === "not_active") throw forbidden("Учетная запись заблокирована, обратитесь к владельцу компании");
  if (user.status !== "active") throw badRequest(INVALID_CREDENTIALS, "invalid_credentials");
  return user;
}

/** channel is phone or email; `fallback` applies when the field is absent. */
function readChannel(fields: Fields, fallback?: Channel): Channel {
  const channel = optionalText(fields, "channel") ?? fallback;
  if (channel === undefined) throw badRequest("Не указан способ отправки кода");
  if (channel !== "phone" && channel !== "email") throw badRequest("Способ отправки кода: phone или email");
  return channel;
}

export function register(r: Router, ctx: Ctx): void {
  r.route("POST", `${BASE}/v2/pre-login`, async (req) => {
    const fields = objectBody(req);
    const user = await authenticate(ctx, fields);
    if (!user.second_factor) return { codeRequired: false };
    const channel = readChannel(fields, "phone");
    issueCode(ctx, { user, channel, purpose: "login" });
    return { codeRequired: true };
  });

  r.route("POST", `${BASE}/v2/login`, async (req) => {
    const fields = objectBody(req);
    const user = await authenticate(ctx, fields);
    if (user.second_factor) {
      const code = optionalText(fields, "code");
      if (code === undefined) throw badRequest("Введите код из SMS", "code_required");
      consumeCode(ctx, user.id, check(code, isCode, MESSAGES.code));
    }
    return issueTokenPair(ctx, user.id, { remember: optionalBoolean(fields, "remember") ?? false });
  });

  r.route("POST", `${BASE}/v2/send-code`, (req) => {
    const fields = objectBody(req);
    const channel = readChannel(fields);
    const user = requireUserByUsername(ctx.db, requiredText(fields, "username", "Не указан пользователь"));
    issueCode(ctx, { user, channel, purpose: "send_code" });
    return {};
  });

  r.route("POST", `${BASE}/v2/check-code`, (req) => {
    const fields = objectBody(req);
    const username = requiredText(fields, "username", MESSAGES.confirmPayload);
    const code = requiredCode(fields);
    verifyCode(ctx, requireUserByUsername(ctx.db, username).id, code);
    return { error: false, errorText: "", status: 200 };
  });

  r.route("GET", `${BASE}/v2/impersonate`, (req) => {
    const caller = requireCaller(ctx, req);
    requireRole(caller, "ROLE_ALLOWED_TO_SWITCH");
    const username = (req.query.get("_switch_user") ?? "").trim();
    if (!username) throw badRequest("Поле не может быть пустым");
    const target = requireUserByUsername(ctx.db, username);
    if (target.status !== "active") throw badRequest("Учетная запись пользователя не активна");
    return issueTokenPair(ctx, target.id, { remember: false, impersonatorId: caller.user.id });
  });

  r.route("POST", `${BASE}/token/refresh`, (req) => {
    const refreshToken = requiredText(objectBody(req), "refresh_token", "Не передан refresh_token");
    const row = findToken(ctx, refreshToken, "refresh");
    if (!row || row.expires_at <= ctx.now()) throw unauthorized("Сессия истекла, войдите снова", "token_expired");
    if (findUser(ctx.db, row.user_id)?.status !== "active") throw unauthorized();
    return rotateRefreshToken(ctx, row);
  });
}
