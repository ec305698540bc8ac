// deploy/nginx.conf with its ports filled in: nginx on `proxyPort` in front of portal instances on
// `instancePorts` (scripts/two-instances.mjs, and the browser tests that go through the proxy).
import { readFileSync } from "node:fs";

const root = new URL("..", import.meta.url).pathname;

/** @param {string | number} proxyPort @param {(string | number)[]} instancePorts */
export function nginxConfig(proxyPort, instancePorts) {
  return readFileSync(`${root}deploy/nginx.conf`, "utf8")
    .replace("{{PROXY_PORT}}", String(proxyPort))
    .replace(
      "{{INSTANCES}}",
      instancePorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join("\n    "),
    );
}
