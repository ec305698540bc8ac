import { randomBytes } from "node:crypto";
import type { Ctx } from "../context";

export interface TokenPair {
  token: string;
  refresh_token: string;
}

export interface TokenRow {
  token: string;
  kind: "access" | "refresh";
  user_id: number;
  impersonator_id: number | null;
  remember: number;
  expires_at: number;
  created_at: number;
}

interface IssueOptions {
  remember: boolean;
  impersonatorId?: number | null;
}

const STALE_TOKEN_MARGIN_MS = 24 * 3600 * 1000;

/** Opaque random strings; everything about a token lives in SQLite. */
const newToken = () => randomBytes(32).toString("base64url");

export function issueTokenPair(ctx: Ctx, userId: number, options: IssueOptions): TokenPair {
  const now = ctx.now();
  const refreshTtl = options.remember ? ctx.config.rememberedRefreshTokenTtlMs : ctx.config.refreshTokenTtlMs;
  const insert = ctx.db.prepare(
    `INSERT INTO tokens (token, kind, user_id, impersonator_id, remember, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const pair = { token: newToken(), refresh_token: newToken() };
  ctx.tx(() => {
    // Keeps the table small under load benchmarks; a day's margin keeps "expired" distinguishable from "unknown".
    ctx.db.prepare("DELETE FROM tokens WHERE user_id = ? AND expires_at < ?").run(userId, now - STALE_TOKEN_MARGIN_MS);
    const common = [userId, options.impersonatorId ?? null, options.remember ? 1 : 0] as const;
    insert.run(pair.token, "access", ...common, now + ctx.config.accessTokenTtlMs, now);
    insert.run(pair.refresh_token, "refresh", ...common, now + refreshTtl, now);
  });
  return pair;
}

export function findToken(ctx: Ctx, token: string, kind: TokenRow["kind"]): TokenRow | undefined {
  return ctx.db.prepare("SELECT * FROM tokens WHERE token = ? AND kind = ?").get(token, kind) as TokenRow | undefined;
}

/** Trades a live refresh token for a new pair; the old refresh token dies (rotation). */
export function rotateRefreshToken(ctx: Ctx, row: TokenRow): TokenPair {
  return ctx.tx(() => {
    ctx.db.prepare("DELETE FROM tokens WHERE token = ?").run(row.token);
    return issueTokenPair(ctx, row.user_id, { remember: row.remember === 1, impersonatorId: row.impersonator_id });
  });
}

/** Logs a user out everywhere (blocked workers, password changes). */
export function revokeUserTokens(ctx: Ctx, userId: number): void {
  ctx.db.prepare("DELETE FROM tokens WHERE user_id = ?").run(userId);
}

/** Test control: every access token issued so far is expired, so the next call gets a 401. */
export function expireAllAccessTokens(ctx: Ctx): number {
  const past = ctx.now() - 1;
  return Number(
    ctx.db.prepare("UPDATE tokens SET expires_at = ? WHERE kind = 'access' AND expires_at > ?").run(past, past).changes,
  );
}
