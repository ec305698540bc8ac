/** Accounts: signup, confirmation of signup / invitation / recovery, password change. */
import { requireCaller } from "../auth-context";
import type { Ctx } from "../context";
import { HttpError, alreadyExists, badRequest, forbidden } from "../server/errors";
import type { ApiRequest, Router } from "../server/router";
import {
  check,
  isFio,
  isPassword,
  MESSAGES,
  objectBody,
  requiredCode,
  requiredEmail,
  requiredPhone,
  requiredText,
  type Fields,
} from "../server/validate";
import { consumeCode, issueCode } from "../store/codes";
import { hashPassword, verifyPassword } from "../store/passwords";
import { revokeUserTokens } from "../store/tokens";
import { findUser, findUserByPhoneOrEmail, requireUserByUsername, type UserStatus } from "../store/users";

const BASE = "/suppliers-users/auth";

/** password (at least 6 characters) + passwordConfirm (equal), checked in the order a user fixes them. */
function readNewPassword(fields: Fields, message: string = MESSAGES.password): string {
  const password = check(requiredText(fields, "password", message), isPassword, MESSAGES.password);
  const confirmation = requiredText(fields, "passwordConfirm", MESSAGES.passwordConfirm);
  if (confirmation !== password) throw badRequest(MESSAGES.passwordConfirm);
  return password;
}

function setPassword(ctx: Ctx, userId: number, passwordHash: string, status: UserStatus): void {
  ctx.db.prepare("UPDATE users SET password_hash = ?, status = ? WHERE id = ?").run(passwordHash, status, userId);
}

/** The users each confirm-style call accepts, and the error for the others. */
interface ConfirmRule {
  allowed: UserStatus[];
  refusal: string;
  /** Recovery logs the user out everywhere. */
  revokeTokens: boolean;
}

/** {username, code, password, passwordConfirm}: proves the phone/e-mail with the code and sets a password. */
async function confirmWithCode(ctx: Ctx, req: ApiRequest, rule: ConfirmRule) {
  const fields = objectBody(req);
  const username = requiredText(fields, "username", MESSAGES.confirmPayload);
  const code = requiredCode(fields);
  const password = readNewPassword(fields, MESSAGES.confirmPayload);
  const user = requireUserByUsername(ctx.db, username);
  if (user.status === "not_active") throw forbidden("Учетная запись заблокирована, обратитесь к владельцу компании");
  if (!rule.allowed.includes(user.status)) throw badRequest(rule.refusal);
  const passwordHash = await hashPassword(password);
  ctx.tx(() => {
    consumeCode(ctx, user.id, code);
    setPassword(ctx, user.id, passwordHash, "active");
    if (rule.revokeTokens) revokeUserTokens(ctx, user.id);
  });
  return {};
}

export function register(r: Router, ctx: Ctx): void {
  r.route("POST", `${BASE}/v3/signup`, (req) => {
    const fields = objectBody(req);
    const name = check(requiredText(fields, "name", MESSAGES.fio), isFio, MESSAGES.fio);
    const phone = requiredPhone(fields);
    const email = requiredEmail(fields);

    const existing = findUserByPhoneOrEmail(ctx.db, phone, email);
    if (existing && existing.phone !== phone) throw alreadyExists("Пользователь с таким email уже зарегистрирован");
    if (existing) {
      // An existing or pending account answers 406 and sends nothing; the portal
      // asks send-code for the phone's code itself.
      throw new HttpError(406, "Пользователь с таким номером телефона уже зарегистрирован", "already_exists");
    }
    ctx.tx(() => {
      const { lastInsertRowid } = ctx.db
        .prepare(
          `INSERT INTO users (name, phone, email, status, roles, created_at)
           VALUES (?, ?, ?, 'pending', '["ROLE_OWNER"]', ?)`,
        )
        .run(name, phone, email, new Date(ctx.now()).toISOString());
      issueCode(ctx, { user: findUser(ctx.db, Number(lastInsertRowid))!, channel: "phone", purpose: "signup" });
    });
    return {};
  });

  r.route("POST", `${BASE}/v3/confirm`, (req) =>
    confirmWithCode(ctx, req, {
      allowed: ["pending", "active"],
      refusal: "Подтвердите приглашение по ссылке из письма",
      revokeTokens: false,
    }),
  );

  r.route("POST", `${BASE}/v2/confirm`, (req) =>
    confirmWithCode(ctx, req, {
      allowed: ["invited"],
      refusal: "Приглашение уже принято, войдите с вашим паролем",
      revokeTokens: false,
    }),
  );

  r.route("POST", `${BASE}/v2/recovery-password`, (req) =>
    confirmWithCode(ctx, req, {
      allowed: ["active"],
      refusal: "Учетная запись еще не подтверждена",
      revokeTokens: true,
    }),
  );

  r.route("PUT", `${BASE}/password_change`, async (req) => {
    const caller = requireCaller(ctx, req);
    const fields = objectBody(req);
    const oldPassword = requiredText(fields, "oldPassword", "Введите текущий пароль");
    const password = readNewPassword(fields);
    if (!(await verifyPassword(oldPassword, caller.user.password_hash))) throw badRequest("Неверный текущий пароль");
    if (password === oldPassword) throw badRequest(MESSAGES.samePassword);
    setPassword(ctx, caller.user.id, await hashPassword(password), "active");
    return {};
  });
}
