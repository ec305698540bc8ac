import { afterEach, describe, expect, it, vi } from "vitest";

// The patch of @conform-to/react (patches/, docs/decisions/107, amended) keeps the names a component
// read in its subject once each, growing the list in place: every read used to copy the subject and
// the whole list to add one name. What the form does with the subject, telling a component that a
// field it read has changed and no other, must stay as it was. The module is reached by its path: the
// package exports only its hooks, built on these.

type SubjectRef = { current: Record<string, unknown> };
type FormContext = {
  getState(): unknown;
  subscribe(callback: () => void, getSubject: () => unknown): () => void;
  onUpdate(options: Record<string, unknown>): void;
};
type ConformContext = {
  createFormContext(options: Record<string, unknown>): FormContext;
  getFieldMetadata(context: FormContext, subjectRef: SubjectRef, snapshot: unknown, name: string): Record<string, unknown>;
  updateSubjectRef(ref: SubjectRef, subject: string, scope?: string, name?: string): void;
};
const contextModule = new URL("../../node_modules/@conform-to/react/dist/context.mjs", import.meta.url).href;
const conform = (await import(/* @vite-ignore */ contextModule)) as ConformContext;

describe("conform's subject, each name once", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps each name a component read once, whatever it read and how often", () => {
    const ref: SubjectRef = { current: { pendingIntents: true } };
    for (let read = 0; read < 3; read++) {
      conform.updateSubjectRef(ref, "initialValue", "name", "username");
      conform.updateSubjectRef(ref, "error", "name", "username");
      conform.updateSubjectRef(ref, "error", "name", "password");
    }
    conform.updateSubjectRef(ref, "error", "prefix", "address");
    conform.updateSubjectRef(ref, "formId");
    expect(ref.current).toEqual({
      pendingIntents: true,
      formId: true,
      initialValue: { name: ["username"] },
      error: { name: ["username", "password"], prefix: ["address"] },
    });
  });

  it("tells a component when a field it read changes, and not when another one does", () => {
    const context = conform.createFormContext({ formId: "login", onSubmit: () => {} });
    const subjectRef: SubjectRef = { current: {} };
    const username = conform.getFieldMetadata(context, subjectRef, context.getState(), "username");
    for (let read = 0; read < 50; read++) void [username.initialValue, username.errors];
    expect(subjectRef.current).toEqual({ initialValue: { name: ["username"] }, error: { name: ["username"] } });

    // The form's report looks for its element to focus the first wrong field: here there is none.
    vi.stubGlobal("document", { forms: { namedItem: () => null } });
    const notified = vi.fn();
    context.subscribe(notified, () => subjectRef.current);
    context.onUpdate({ lastResult: { status: "error", error: { password: ["Введите пароль"] } } });
    expect(notified).not.toHaveBeenCalled();
    context.onUpdate({ lastResult: { status: "error", error: { username: ["Введите e-mail"] } } });
    expect(notified).toHaveBeenCalled();
  });
});
