import { LRUCache } from "lru-cache";
import proxyAddr from "proxy-addr";

/**
 * Express's "trust proxy" for TRUST_PROXY, a comma-separated list of addresses, subnets and names
 * (`loopback`, `uniquelocal` …), compiled as express compiles such a string, with each address's answer
 * kept: express asks for `req.protocol` (Remix's adapter, every request) and for each hop of `req.ip`,
 * and proxy-addr parses the address again every time (docs/decisions/116). The answer depends on the
 * address and the configuration only; at most 1 000 addresses are kept, the least recent dropped.
 */
export function trustedProxies(list: string): (address: string | undefined) => boolean {
  const trusts = proxyAddr.compile(list.split(",").map((entry) => entry.trim()));
  const known = new LRUCache<string, boolean>({ max: 1000 });
  return (address) => {
    // A socket closed before it was asked has no address, which proxy-addr never trusts either.
    if (address === undefined) return false;
    let trusted = known.get(address);
    if (trusted === undefined) {
      trusted = trusts(address, 0);
      known.set(address, trusted);
    }
    return trusted;
  };
}
