import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// docs/decisions/README.md is the index a newcomer reads first; a record missing from it, or a status
// changed in one place only, would send them to the wrong answer.

const folder = new URL("../../docs/decisions/", import.meta.url).pathname;
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(join(folder, "README.md"), "utf8");
const statuses = /^(proposed|accepted|rejected|superseded by \d{3})$/;

describe("decision records", () => {
  it.each(records)("%s has a title with its number, a date and a status", (name) => {
    const lines = readFileSync(join(folder, name), "utf8").split("\n");
    expect(lines[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)}[.:] \\S`));
    expect(lines.find((line) => line.startsWith("Date: "))).toMatch(/^Date: \d{4}-\d{2}-\d{2}/);
    const status = lines.find((line) => line.startsWith("Status: "))?.slice("Status: ".length);
    expect(status).toMatch(statuses);
  });

  it.each(records)("%s is in the index with the same status", (name) => {
    const status = readFileSync(join(folder, name), "utf8").match(/^Status: (.+)$/m)?.[1];
    const row = index.split("\n").find((line) => line.includes(`](${name})`));
    expect(row).toMatch(new RegExp(`^\\| ${name.slice(0, 3)} \\| .+ \\| ${status} \\|$`));
  });

  it("numbers are not taken twice", () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
