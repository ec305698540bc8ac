import { DEMO_PASSWORD } from "../../emulator/seed/demo";

/**
 * Calls the emulator at `baseUrl` as a demo user, as the portal would: for a test's own look at the
 * data. The function answers the JSON of a call; `raw` answers a GET as the marketplace sends it (a file).
 */
export async function marketplaceAs(baseUrl: string, username: string) {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        "X-Site": "seller",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`marketplace ${method} ${path}: ${response.status}`);
    return response.json();
  };
  const { token } = await call("POST", "/suppliers-users/auth/v2/login", {
    username,
    password: DEMO_PASSWORD,
    remember: false,
  });
  const api = (method: string, path: string, body?: unknown) => call(method, path, body, token);
  const raw = (path: string) =>
    fetch(`${baseUrl}${path}`, { headers: { "X-Site": "seller", Authorization: `Bearer ${token}` } });
  return Object.assign(api, { raw });
}
