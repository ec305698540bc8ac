import { getFormProps, useForm } from "@conform-to/react";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

// The patch of @conform-to/react (patches/, docs/decisions/107) keeps a field's and a form's metadata
// while the form's state and id stay the same, instead of building it again for every property read.
// What a page reads of it must be what the state says: the ids, the names, the posted values, the
// messages and the constraints, the same however often and in whatever order it is read.

type Read = Record<string, unknown>;

function readForm(lastResult: Parameters<typeof useForm>[0]["lastResult"], id = "login") {
  const reads: Read[] = [];
  function Form() {
    const [form, fields] = useForm({
      id,
      lastResult,
      constraint: { username: { required: true, maxLength: 120 }, password: { required: true } },
    });
    const username = fields.username;
    for (let round = 0; round < 2; round++) {
      reads.push({
        formId: form.id,
        formErrors: form.errors,
        allErrors: form.allErrors,
        status: form.status,
        id: username.id,
        name: username.name,
        errorId: username.errorId,
        initialValue: username.initialValue,
        errors: username.errors,
        required: username.required,
        maxLength: username.maxLength,
        passwordErrors: fields.password.errors,
        passwordId: fields.password.id,
      });
    }
    return h("form", getFormProps(form), h("input", { id: username.id, name: username.name }));
  }
  const html = renderToString(h(Form));
  return { reads, html };
}

describe("conform's metadata, kept per state", () => {
  it("reads what the state says, the same on every read", () => {
    const { reads, html } = readForm({
      status: "error",
      initialValue: { username: "ivanov@", password: "" },
      error: { username: ["Введите e-mail"], password: ["Введите пароль"], "": ["Неверный логин или пароль"] },
    });
    expect(reads[0]).toEqual({
      formId: "login",
      formErrors: ["Неверный логин или пароль"],
      allErrors: { username: ["Введите e-mail"], password: ["Введите пароль"], "": ["Неверный логин или пароль"] },
      status: "error",
      id: "login-username",
      name: "username",
      errorId: "login-username-error",
      initialValue: "ivanov@",
      errors: ["Введите e-mail"],
      required: true,
      maxLength: 120,
      passwordErrors: ["Введите пароль"],
      passwordId: "login-password",
    });
    expect(reads[1]).toEqual(reads[0]);
    expect(html).toContain('id="login-username"');
  });

  it("gives each form and each state its own metadata", () => {
    const fresh = readForm(undefined, "signup").reads[0];
    expect(fresh).toMatchObject({ formId: "signup", id: "signup-username", errors: undefined, initialValue: undefined });
    const sent = readForm({ status: "success", initialValue: { username: "petrov" } }, "signup").reads[0];
    expect(sent).toMatchObject({ id: "signup-username", errors: undefined, initialValue: "petrov", status: "success" });
  });
});
