import { PRIVATE_PAGES } from "./route-table";
import { DEMO, signIn } from "./support";
import { expect, test } from "./test";

// The fuzz: every form a signed-in owner is offered, on every page of the route table, is
// posted with hostile values in every field (10 000 characters, markup, numbers out of range,
// control characters) and with its fields missing, for each intent its buttons carry. The portal
// answers each with a page of its own in Russian, never a 5xx, and a refusal says why. The forms are read from the pages
// themselves, so a new form is fuzzed as soon as a page offers it.

/** Forms that change the session itself rather than data: posting them would end the test's sign-in. */
const SKIPPED_ACTIONS = ["/auth/logout/", "/lite/"];

const HOSTILE_VALUES = [
  "x".repeat(10_000),
  '<script>alert(1)</script>"><img src=x onerror=alert(1)>',
  "-1e309",
  "\u0000\u202e\uffff",
];

/**
 * What a refused post shows: a message at a field, a notification, the error page, or the JSON
 * message a script reads. A form sent back with none of them leaves the user guessing.
 */
const REFUSAL_SAID = /class="field__message"[^>]*>[^<\s]|class="notification |class="error-page"|"message":"/;

type OfferedForm = { action: string; fields: string[]; intents: string[] };

test("every form offered to an owner survives hostile values and missing fields: no 5xx, a Russian answer @nojs", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.owner);
  const failures: string[] = [];
  let posts = 0;
  for (const path of ["/", ...PRIVATE_PAGES]) {
    const response = await page.goto(path);
    if (!response || response.status() !== 200) continue;
    const forms: OfferedForm[] = await page.$$eval("form", (elements) =>
      elements
        .filter((form) => form.method.toLowerCase() === "post")
        .map((form) => ({
          action: new URL(form.action || location.href).pathname + new URL(form.action || location.href).search,
          fields: [...new Set([...form.elements].map((element) => (element as HTMLInputElement).name).filter(Boolean))],
          intents: [
            ...new Set(
              [...form.querySelectorAll<HTMLButtonElement>("button[name=intent]")].map((button) => button.value),
            ),
          ],
        })),
    );
    for (const form of forms) {
      if (SKIPPED_ACTIONS.some((skipped) => form.action.startsWith(skipped))) continue;
      for (const intent of form.intents.length ? form.intents : [""]) {
        const bodies = [
          ...HOSTILE_VALUES.map((value) => Object.fromEntries(form.fields.map((field) => [field, value]))),
          {},
        ].map((fields) => ({ ...fields, ...(intent ? { intent } : {}) }));
        for (const body of bodies) {
          posts += 1;
          const answer = await page.request.post(form.action, { form: body, maxRedirects: 0 });
          const text = answer.status() >= 300 && answer.status() < 400 ? "" : await answer.text();
          if (answer.status() >= 500 || (text && !/[а-яё]/i.test(text))) {
            failures.push(`${form.action} (${intent || "no intent"}, from ${path}): ${answer.status()}`);
          } else if (answer.status() >= 400 && !REFUSAL_SAID.test(text)) {
            failures.push(
              `${form.action} (${intent || "no intent"}, from ${path}): ${answer.status()} with nothing said`,
            );
          }
        }
      }
    }
  }
  expect(posts).toBeGreaterThan(50);
  expect(failures).toEqual([]);
});
