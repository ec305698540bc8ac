/**
 * Holds every answer the emulator's tests receive to the marketplace's contract
 * (contract/marketplace.yaml): a missing required field, a wrong type, a field the contract does
 * not define, or an answer whose status the contract does not describe fails the test that got it.
 * Calls the contract does not describe (the emulator's control calls, file downloads) and the answers
 * of faults are not checked.
 */
import { readFileSync } from "node:fs";
import { MarketplaceContract } from "../../contract/contract";
import { FAULT_HEADER } from "../../emulator/contract-answers";

export const contract = MarketplaceContract.parse(
  readFileSync(new URL("../../contract/marketplace.yaml", import.meta.url), "utf8"),
);

export function expectContractAnswer(method: string, url: string, status: number, body: unknown, headers: Headers) {
  // A fault's answer breaks the contract on purpose.
  if (headers.has(FAULT_HEADER)) return;
  const path = new URL(url, "http://emulator").pathname.replace(/\/+$/, "");
  const found = contract.match(method, path);
  if (!found || body === undefined) return;
  const where = `${method} ${path} answered ${status}`;
  const schema = contract.answerSchema(found, status);
  if (!schema) throw new Error(`${where}, a status the contract does not describe for ${found.id}`);
  const violation = contract.check(found, status, body);
  if (violation) throw new Error(`${where}, which breaks the contract: ${violation}\n${JSON.stringify(body)}`);
  const undocumented = contract.undocumented(schema, body);
  if (undocumented.length > 0) {
    throw new Error(`${where} with fields the contract does not define: ${undocumented.slice(0, 10).join(", ")}`);
  }
}
