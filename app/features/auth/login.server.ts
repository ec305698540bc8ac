import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { countCodeSend, record, refusal } from "~/services/access/abuse.server";
import { syncViewer } from "~/services/access/sync-viewer.server";
import { readBody, readIntent } from "~/services/forms/read-form.server";
import { auth, type TokenPair } from "~/services/marketplace/auth.server";
import { apiError, Marketplace, type ApiError } from "~/services/marketplace/client.server";
import {
  commitSession,
  destroySession,
  getSession,
  type PendingLogin,
  type PortalSession,
} from "~/services/session/session.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { codeStepSchema, loginSchema } from "~/validation/auth-forms";
import { codeRefusalText } from "./code-check.server";
import { codeChannel } from "./code-steps.server";

/**
 * Sign-in through remix-auth over pre-login and login. The strategy reads the posted
 * form once and answers what happened, every action of the sign-in page included; the session is
 * ours (docs/decisions/002).
 */

const PENDING_LOGIN_TTL_MS = 5 * 60 * 1000;

export type LoginOutcome =
  | { kind: "signedIn"; tokens: TokenPair; remember: boolean; redirectTo: string }
  | { kind: "codeRequired"; pending: PendingLogin }
  | { kind: "invalid"; reply: SubmissionResult<string[]>; status: number }
  /** The code step's other buttons: back to the credentials, the code sent again. */
  | { kind: "back" }
  | { kind: "resend" };

const LOGIN_INTENTS = ["login", "code", "back", "resend"] as const;

type Submission = {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }): SubmissionResult<string[]>;
};

/** The form comes back with what was typed (never the password) and the message at its place. */
function invalid(submission: Submission, error?: ApiError, field?: string): LoginOutcome {
  const messages = error ? [error.errorText] : undefined;
  return {
    kind: "invalid",
    reply: submission.reply({
      hideFields: ["password"],
      ...(messages && (field ? { fieldErrors: { [field]: messages } } : { formErrors: messages })),
    }),
    status: error?.status === 429 ? 429 : 400,
  };
}

async function verify({ form, request }: { form: FormData; request: Request }): Promise<LoginOutcome> {
  // A post without an intent is the sign-in form sent by a password manager or a script: that form has one action.
  const intent = form.has("intent") ? readIntent(form, LOGIN_INTENTS) : "login";
  if (intent === "back" || intent === "resend") return { kind: intent };
  const session = await getSession(request);
  const api = new Marketplace(request, session);
  const pending = readPendingLogin(session);

  if (intent === "code" && pending) {
    const submission = parseWithZod(form, { schema: codeStepSchema });
    if (submission.status !== "success") return invalid(submission);
    const refused = await refusal("code", request, pending.username);
    if (refused) return invalid(submission, apiError(429, refused), "code");
    const login = await auth.login(api, { ...pending, code: submission.value.code });
    if (login.error) {
      await record("code", request, pending.username);
      return invalid(submission, { ...login, errorText: codeRefusalText(login) }, "code");
    }
    return { kind: "signedIn", tokens: login.data, remember: pending.remember, redirectTo: pending.redirectTo };
  }

  const submission = parseWithZod(form, { schema: loginSchema });
  if (submission.status !== "success") return invalid(submission);
  const { username, password, remember } = submission.value;
  const redirectTo = safeRedirect(submission.value.redirectTo);
  const refused = (await refusal("login", request, username)) ?? (await refusal("send", request, username));
  if (refused) return invalid(submission, apiError(429, refused));
  // A login by e-mail asks for its code by e-mail, a phone login by SMS: the code goes to
  // the address the user signed in with.
  const channel = codeChannel(username);
  const check = await auth.preLogin(api, { channel, username, password });
  if (check.error) {
    if (check.status === 400) await record("login", request, username);
    return invalid(submission, check);
  }
  if (check.data.codeRequired) {
    await record("send", request, username);
    return {
      kind: "codeRequired",
      pending: {
        username,
        password,
        remember,
        redirectTo,
        channel,
        startedAt: Date.now(),
      },
    };
  }
  const login = await auth.login(api, { username, password, remember });
  if (login.error) return invalid(submission, login);
  return { kind: "signedIn", tokens: login.data, remember, redirectTo };
}

/**
 * remix-auth's form strategy, reading the body once and as every action does (readBody: forms only,
 * within the size limit), instead of a clone read without a limit after the page's own read.
 */
class PostedFormStrategy extends Strategy<LoginOutcome, { form: FormData; request: Request }> {
  name = "form";

  async authenticate(request: Request) {
    return this.verify({ form: await readBody(request), request });
  }
}

export const authenticator = new Authenticator<LoginOutcome>();
authenticator.use(new PostedFormStrategy(verify));

export function readPendingLogin(session: PortalSession): PendingLogin | null {
  const pending = session.get("pendingLogin");
  return pending && Date.now() - pending.startedAt < PENDING_LOGIN_TTL_MS ? pending : null;
}

/**
 * Starts the signed-in session on a fresh id (the visitor's id is never promoted), caches who the
 * user is and their active company and contract, and sends them where they were going.
 */
export async function startSession(request: Request, tokens: TokenPair, remember: boolean, redirectTo: string) {
  const previous = await getSession(request);
  const session = await getSession(new Request(request.url));
  session.set("token", tokens.token);
  session.set("refreshToken", tokens.refresh_token);
  session.set("remember", remember);
  const failed = await syncViewer(new Marketplace(request, session));
  if (failed) return failed;
  await destroySession(request, previous);
  return redirect(redirectTo, { headers: { "Set-Cookie": await commitSession(request, session) } });
}

/** Logout: the record goes, so a copied cookie dies with it. */
export async function endSession(request: Request) {
  const session = await getSession(request);
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request, session) } });
}

/**
 * The login's code step asks for the SMS again: pre-login with the pending credentials sends a new
 * code (counted like every code send) and the step starts over.
 */
export async function resendLoginCode(request: Request, session: PortalSession) {
  const pending = readPendingLogin(session);
  if (!pending) return redirect("/auth/");
  const { username, password, channel } = pending;
  const failure =
    (await countCodeSend(request, username)) ??
    errorOf(await auth.preLogin(new Marketplace(request, session), { channel, username, password }));
  if (!failure) session.set("pendingLogin", { ...pending, startedAt: Date.now() });
  session.flash(
    "toast",
    failure ? { type: "error", text: failure.errorText } : { type: "success", text: "Код выслан повторно" },
  );
  return redirect("/auth/", { headers: { "Set-Cookie": await commitSession(request, session) } });
}

function errorOf(result: { error: false } | ApiError) {
  return result.error ? result : null;
}
