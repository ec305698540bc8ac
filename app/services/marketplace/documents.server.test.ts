import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator } from "../../../emulator/app";

// Closing documents and their downloads against a real emulator over HTTP (docs/decisions/041): the link
// allow-list, the streamed file, and a file broken off mid-stream failing instead of ending.

const dir = mkdtempSync(join(tmpdir(), "portal-documents-"));

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let client: typeof import("./client.server");
let sessions: typeof import("~/services/session/session.server");
let service: typeof import("./documents.server");
let streamed: typeof import("./streamed-file.server");

const PORTAL = "http://portal.test/";

async function signedInApi() {
  const login = await fetch(`${emulator.url}/suppliers-users/auth/v2/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "79000000001", password: "demo123" }),
  });
  const tokens = (await login.json()) as { token: string; refresh_token: string };
  const session = await sessions.getSession(new Request(PORTAL));
  session.set("token", tokens.token);
  session.set("refreshToken", tokens.refresh_token);
  const cookie = (await sessions.commitSession(new Request(PORTAL), session)).split(";")[0];
  return client.marketplace(new Request(PORTAL, { headers: { Cookie: cookie } }));
}

const fault = (body: object) =>
  fetch(`${emulator.url}/__emulator/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, dbPath: join(dir, "emulator.sqlite"), control: true });
  process.env.MARKETPLACE_API_URL = emulator.url;
  client = await import("./client.server");
  sessions = await import("~/services/session/session.server");
  service = await import("./documents.server");
  streamed = await import("./streamed-file.server");
});

afterAll(async () => {
  await emulator.close();
});

describe("document downloads", () => {
  it("accept only links of the documents service's host and path", () => {
    const own = `${emulator.url}/suppliers-documents/personal/document/1/file`;
    expect(service.isDocumentsLink(own)).toBe(true);
    for (const link of [
      "https://evil.example/suppliers-documents/personal/document/1/file",
      `${emulator.url}/suppliers-users/users/me`,
      own.replace("http://", "http://user:pass@"),
      "/suppliers-documents/personal/document/1/file",
      "not a link",
    ]) {
      expect(service.isDocumentsLink(link), link).toBe(false);
    }
  });

  it("stream the file with its name and type; refuse a foreign link without calling it", async () => {
    const api = await signedInApi();
    const list = await service.documents.list(api, "upd", {}, 1);
    if (list.error) throw new Error(list.errorText);
    const [document] = list.data.items;
    const answer = streamed.streamedFile(await service.documents.file(api, document.downloadLink), "x.pdf");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Content-Disposition")).toContain("filename*=UTF-8''%D0%A3%D0%9F%D0%94");
    expect((await answer.text()).startsWith("%PDF")).toBe(true);
    expect(answer.headers.get("Content-Security-Policy")).toContain("sandbox");

    const refused = streamed.streamedFile(await service.documents.file(api, "https://evil.example/file"));
    expect(refused.status).toBe(502);
    expect(await refused.text()).toContain("Файл сейчас недоступен");
  });

  it("fail, not end, when the marketplace breaks off mid-file; a broken list is an error", async () => {
    const api = await signedInApi();
    const list = await service.documents.list(api, "committee-report", {}, 1);
    if (list.error) throw new Error(list.errorText);
    const link = new URL(list.data.items[0].downloadLink!);
    await fault({ pathPrefix: link.pathname, cutAfterBytes: 200, times: 1 });
    const answer = streamed.streamedFile(await service.documents.file(api, link.href));
    expect(answer.status).toBe(200);
    await expect(answer.arrayBuffer()).rejects.toThrow();

    await fault({ pathPrefix: "/suppliers-documents/personal/document/list", cutAfterBytes: 10, times: 1 });
    expect(await service.documents.list(api, "upd", {}, 5)).toMatchObject({ error: true, status: 502 });
  });
});
