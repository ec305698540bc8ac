import { randomInt } from "node:crypto";
import type { Ctx } from "../context";
import { HttpError } from "../server/errors";
import type { UserRow } from "./users";

export type Channel = "phone" | "email";
export type CodePurpose = "signup" | "login" | "send_code" | "invite" | "phone_change";

interface CodeRow {
  id: number;
  code: string;
  recipient: string;
  expires_at: number;
  verified_at: number | null;
}

export const CODE_ERRORS = {
  wrong: "Вы ввели неверный код, попробуйте еще раз",
  /** The portal appends ", запросите код повторно" to a 408's text. */
  expired: "Код истек",
};

interface IssueOptions {
  user: UserRow;
  channel: Channel;
  purpose: CodePurpose;
  /** Defaults to the user's phone or e-mail; a phone change sends to the new number. */
  recipient?: string;
  /** Builds a link carrying the code (invitations). */
  link?: (code: string) => string;
}

/** 4 digits, never "0000" (a code is non-zero). */
const newCode = () => String(randomInt(1, 10_000)).padStart(4, "0");

/** Sends a code: stores it as the user's only live code and prints it to the log ("outbox"). */
export function issueCode(ctx: Ctx, options: IssueOptions): { code: string; expiresAt: string } {
  const { user, channel, purpose } = options;
  const recipient = options.recipient ?? (channel === "phone" ? user.phone : user.email);
  const now = ctx.now();
  const expiresAt = now + (channel === "phone" ? ctx.config.smsCodeTtlMs : ctx.config.emailCodeTtlMs);
  const code = newCode();
  const link = options.link?.(code) ?? null;
  ctx.tx(() => {
    ctx.db.prepare("UPDATE codes SET consumed_at = ? WHERE user_id = ? AND consumed_at IS NULL").run(now, user.id);
    ctx.db
      .prepare(
        `INSERT INTO codes (user_id, channel, recipient, code, purpose, link, sent_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(user.id, channel, recipient, code, purpose, link, now, expiresAt);
  });
  ctx.log(`[outbox] ${channel === "phone" ? "sms" : "email"} to ${recipient}: ${code}${link ? ` (${link})` : ""}`);
  return { code, expiresAt: new Date(expiresAt).toISOString() };
}

function liveCode(ctx: Ctx, userId: number): CodeRow | undefined {
  return ctx.db
    .prepare("SELECT * FROM codes WHERE user_id = ? AND consumed_at IS NULL ORDER BY id DESC LIMIT 1")
    .get(userId) as CodeRow | undefined;
}

const wrongCode = () => new HttpError(406, CODE_ERRORS.wrong, "code_invalid");
const expiredCode = () => new HttpError(408, CODE_ERRORS.expired, "code_expired");

/** check-code: 406 for a wrong code, 408 for an expired one; a right code is marked verified. */
export function verifyCode(ctx: Ctx, userId: number, code: string): void {
  const live = liveCode(ctx, userId);
  if (!live) throw wrongCode();
  if (live.expires_at <= ctx.now()) throw expiredCode();
  if (live.code !== code) throw wrongCode();
  ctx.db.prepare("UPDATE codes SET verified_at = ? WHERE id = ?").run(ctx.now(), live.id);
}

/**
 * Uses the code up (login, confirm, phone change). A code already accepted by check-code stays
 * usable for a grace period after its own expiry: the user is typing a password meanwhile.
 */
export function consumeCode(ctx: Ctx, userId: number, code: string, recipient?: string): void {
  const live = liveCode(ctx, userId);
  if (!live || (recipient !== undefined && live.recipient !== recipient)) throw wrongCode();
  const now = ctx.now();
  const usable =
    live.expires_at > now || (live.verified_at !== null && now - live.verified_at < ctx.config.verifiedCodeGraceMs);
  if (!usable) throw expiredCode();
  if (live.code !== code) throw wrongCode();
  ctx.db.prepare("UPDATE codes SET consumed_at = ? WHERE id = ?").run(now, live.id);
}

/**
 * Test control: the live codes (of one recipient, when given) run out now, so the next check
 * answers 408 without waiting out the SMS lifetime.
 */
export function expireLiveCodes(ctx: Ctx, recipient?: string): number {
  const now = ctx.now();
  const { changes } = ctx.db
    .prepare(
      "UPDATE codes SET expires_at = ? WHERE consumed_at IS NULL AND expires_at > ? AND (? IS NULL OR recipient = ?)",
    )
    .run(now, now, recipient ?? null, recipient ?? null);
  return Number(changes);
}
