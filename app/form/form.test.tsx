import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { Input } from "~/ui/input";
import { Modal } from "~/ui/modal";
import { closeModalHref, openModalHref } from "~/ui/modal-href";
import { PhoneInput } from "~/ui/phone-input";
import { attributesOf, renderAt } from "~/ui/test-utils";
import { loginSchema, registrationSchema } from "~/validation/auth-forms";
import { constraintsOf } from "./constraints.server";
import { fieldProps } from "./field-props";
import { GenericForm } from "./generic-form";
import { RememberMe } from "./remember-me";
import { useGenericForm } from "./use-generic-form";

const constraints = constraintsOf({ registration: registrationSchema, login: loginSchema });

function RegistrationForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useGenericForm({
    schema: "registrationSchema",
    constraint: constraints.registration,
    lastResult,
    id: "registration",
  });
  return (
    <GenericForm form={form} submitLabel="Далее" consent>
      <Input label="ФИО" {...fieldProps(fields.name)} />
      <PhoneInput label="Телефон" {...fieldProps(fields.phone)} />
      <Input label="Email" type="email" {...fieldProps(fields.email)} />
    </GenericForm>
  );
}

function LoginForm() {
  const [form, fields] = useGenericForm({ schema: "loginSchema", constraint: constraints.login, id: "login" });
  return (
    <GenericForm form={form} submitLabel="Войти" intent="login">
      <Input label="Телефон или Email" {...fieldProps(fields.username)} />
      <RememberMe />
    </GenericForm>
  );
}

describe("GenericForm", () => {
  it("renders a post form with a ticked privacy consent linking to the policy and an enabled submit", async () => {
    const html = await renderAt("/registry/", <RegistrationForm />);
    expect(attributesOf(html, "form")[0]).toMatchObject({ method: "post", id: "registration", novalidate: "" });
    const consent = attributesOf(html, "input").find((input) => input.name === "consent");
    expect(consent).toMatchObject({ type: "checkbox", checked: "" });
    // The policy opens in a new tab, and the link says so to a screen reader.
    expect(attributesOf(html, "a")).toContainEqual(
      expect.objectContaining({ href: "/privacy-policy/", target: "_blank" }),
    );
    expect(html).toContain(
      'политикой конфиденциальности<span class="visually-hidden"> (откроется в новой вкладке)</span></a>',
    );
    const [submit] = attributesOf(html, "button");
    expect(submit).toMatchObject({ type: "submit" });
    expect(submit).not.toHaveProperty("disabled");
  });

  it("after a failed submission shows every message, keeps the input, and still lets no-JS users submit", async () => {
    const data = new FormData();
    data.set("name", "Ivan");
    data.set("phone", "123");
    data.set("email", "");
    const lastResult = parseWithZod(data, { schema: registrationSchema }).reply();
    const html = await renderAt("/registry/", <RegistrationForm lastResult={lastResult} />);
    for (const message of ["Введите ФИО", "Неверный формат номера", "Обязательно к заполнению"]) {
      expect(html).toContain(`>${message}</p>`);
    }
    const inputs = attributesOf(html, "input");
    expect(inputs.find((input) => input.name === "name")).toMatchObject({ value: "Ivan", "aria-invalid": "true" });
    // The user had unticked the consent: it stays unticked, and its message is shown.
    expect(inputs.find((input) => input.name === "consent")).not.toHaveProperty("checked");
    expect(attributesOf(html, "button")[0]).not.toHaveProperty("disabled");
  });

  it("marks required fields from the schema and sends the intent with the button", async () => {
    const html = await renderAt("/auth/", <LoginForm />);
    expect(attributesOf(html, "input").find((input) => input.name === "username")).toMatchObject({
      "aria-required": "true",
    });
    expect(attributesOf(html, "button")[0]).toMatchObject({ name: "intent", value: "login" });
    expect(attributesOf(html, "input").find((input) => input.name === "remember")).toMatchObject({
      type: "checkbox",
      checked: "",
    });
  });
});

describe("Modal", () => {
  it("renders nothing unless the URL names it", async () => {
    expect(
      await renderAt(
        "/?modal=other",
        <Modal name="feedback" title="Обратная связь">
          Текст
        </Modal>,
      ),
    ).not.toContain("dialog");
  });

  it("is a labelled dialog whose close control is a link to the same URL without modal", async () => {
    const html = await renderAt(
      "/catalog/?tab=onsale&modal=feedback",
      <Modal name="feedback" title="Обратная связь">
        Текст
      </Modal>,
    );
    const [dialog] = attributesOf(html, "div").filter((div) => div.role === "dialog");
    expect(dialog).toMatchObject({ "aria-modal": "true" });
    expect(html).toContain(`id="${dialog?.["aria-labelledby"]}">Обратная связь</h2>`);
    const close = attributesOf(html, "a").find((link) => link["aria-label"] === "Закрыть");
    expect(close).toMatchObject({ href: "/catalog/?tab=onsale" });
  });

  it("builds open and close links keeping other parameters", async () => {
    const location = { pathname: "/orders/", search: "?page=2" };
    expect(openModalHref(location, "feedback")).toBe("/orders/?page=2&modal=feedback");
    expect(closeModalHref({ pathname: "/orders/", search: "?modal=feedback" })).toBe("/orders/");
  });
});
