import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describeBreach } from "../../emulator/breaches";
import { E2E } from "../../playwright.config";
import { emulator } from "./emulator";
import { DEMO_PASSWORD } from "./support";

// Run after every browser run; a finding fails the run.
//
// The portal's log of the whole run (LOG_FILE, docs/decisions/084) is JSON lines with a level and the request
// id, and carries none of the secrets the run used: no token the marketplace issued, no code it
// sent, no password, no query string.
//
// The suite's emulator runs strict (EMULATOR_STRICT=1, docs/decisions/096): no request of the run left
// the marketplace's contract (the portal's defect: the page behind it is found in the portal's log by
// its X-Request-Id) and no answer of the emulator did (the emulator's).

const SECRET_FIELD =
  /"(token|refreshToken|refresh_token|password|passwordConfirm|oldPassword|code|cookie|authorization)":"(?!\[redacted\])/i;
const QUERY_STRING = /\?[\w%[\].-]+=/;

export default async function globalTeardown() {
  const failures = [...(await logFindings()), ...(await breachFindings())];
  if (failures.length) throw new Error(failures.join("\n\n"));
}

async function breachFindings(): Promise<string[]> {
  const breaches = await emulator.breaches();
  if (breaches.length === 0) return [];
  const requests = breaches.filter((breach) => breach.kind === "request").length;
  return [
    `The run broke the marketplace's contract (contract/marketplace.yaml): ${requests} requests and ` +
      `${breaches.length - requests} of the emulator's answers were outside it. A request's X-Request-Id ` +
      `finds its page in ${E2E.logFile}:\n` +
      breaches.slice(0, 20).map(describeBreach).join("\n"),
  ];
}

async function logFindings(): Promise<string[]> {
  const issued = new DatabaseSync(E2E.emulatorDb, { readOnly: true });
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
  if (findings.length === 0) return [];
  return [`The portal's log breaks its rules (${findings.length} lines):\n${findings.slice(0, 10).join("\n")}`];
}
