import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { E2E } from "../../playwright.config";
import { emulator } from "./emulator";
import { DEMO_PASSWORD } from "./support";

// The portal's log of the whole run (LOG_FILE, docs/decisions/084) is JSON lines with a level and the request
// id, and carries none of the secrets the run used: no token the marketplace issued, no code it
// sent, no password, no query string. Run after every browser run; a finding fails the run.

const SECRET_FIELD =
  /"(token|refreshToken|refresh_token|password|passwordConfirm|oldPassword|code|cookie|authorization)":"(?!\[redacted\])/i;
const QUERY_STRING = /\?[\w%[\].-]+=/;

export default async function globalTeardown() {
  const issued = new Database(E2E.emulatorDb, { readonly: true });
  const tokens = (issued.prepare("SELECT token FROM tokens").all() as { token: string }[]).map((row) => row.token);
  issued.close();
  const codes = (await emulator.outbox()).map((sent) => `"${sent.code}"`);
  const secrets = [DEMO_PASSWORD, ...tokens, ...codes];

  const lines = readFileSync(E2E.logFile, "utf8").split("\n").filter(Boolean);
  const findings: string[] = [];
  for (const line of lines) {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line);
    } catch {
      findings.push(`not JSON: ${line}`);
      continue;
    }
    if (typeof entry.level !== "string" || !("requestId" in entry)) findings.push(`no level or request id: ${line}`);
    if (entry.msg === "request" && !entry.requestId) findings.push(`a request without its id: ${line}`);
    if (SECRET_FIELD.test(line)) findings.push(`a secret field: ${line}`);
    if (QUERY_STRING.test(line)) findings.push(`a query string: ${line}`);
    const secret = secrets.find((value) => line.includes(value));
    if (secret) findings.push(`a token, code or password (${secret.slice(0, 4)}…): ${line}`);
  }
  if (lines.length === 0) findings.push(`${E2E.logFile} is empty`);
  if (findings.length) {
    throw new Error(
      `The portal's log breaks its rules (${findings.length} lines):\n${findings.slice(0, 10).join("\n")}`,
    );
  }
}
