import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CodeInput } from "./code-input";
import { Input } from "./input";
import { Notification } from "./notification";
import { PhoneInput } from "./phone-input";
import { Select, type SelectOption } from "./select";
import { SelectMenu } from "./select-menu";
import { attributesOf } from "./test-utils";
import { Textarea } from "./textarea";
import { Toasts } from "./toasts";

describe("Input", () => {
  it("renders a labelled native input without the JS-only clear button", () => {
    const html = renderToString(<Input name="email" label="Email" type="email" defaultValue="a@b.ru" />);
    expect(html).toContain('<label class="field__label" for="email">Email');
    expect(attributesOf(html, "input")).toEqual([
      expect.objectContaining({ type: "email", id: "email", name: "email", value: "a@b.ru" }),
    ]);
    expect(html).not.toContain("field__clear");
    expect(html).not.toContain("aria-invalid");
  });

  it("ties the schema's message to the input", () => {
    const html = renderToString(
      <Input name="email" label="Email" errors={["Неверный формат адреса Email"]} size="large" />,
    );
    const [input] = attributesOf(html, "input");
    expect(input).toMatchObject({ "aria-invalid": "true", "aria-describedby": "email-message" });
    expect(html).toContain('id="email-message" aria-live="polite">Неверный формат адреса Email</p>');
    expect(html).toContain("field--large");
  });

  it.each([
    [{ required: true, defaultValue: "" }, "Обязательно к заполнению"],
    [{ required: true, defaultValue: "x" }, "Проверьте корректность"],
    [{ required: false, defaultValue: "" }, "Проверьте корректность"],
  ])("an error without text: %j shows %j", (props, message) => {
    const html = renderToString(<Input name="f" label="Поле" errors={[""]} {...props} />);
    expect(html).toContain(`>${message}</p>`);
  });

  it("marks a required field for assistive technology and visually", () => {
    const html = renderToString(<Input name="f" label="Поле" required />);
    expect(attributesOf(html, "input")[0]).toMatchObject({ "aria-required": "true" });
    expect(html).toContain('<span class="field__required" aria-hidden="true"> *</span>');
  });
});

describe("Textarea", () => {
  it("renders a labelled textarea with its message", () => {
    const html = renderToString(
      <Textarea name="mainText" label="Сообщение" required errors={["Обязательно к заполнению"]} />,
    );
    expect(attributesOf(html, "textarea")[0]).toMatchObject({
      id: "mainText",
      name: "mainText",
      "aria-invalid": "true",
      "aria-describedby": "mainText-message",
    });
    expect(html).toContain(">Обязательно к заполнению</p>");
  });
});

describe("PhoneInput", () => {
  it("is a tel input showing a stored phone masked", () => {
    const html = renderToString(<PhoneInput name="phone" label="Телефон" defaultValue="79000000001" />);
    expect(attributesOf(html, "input")[0]).toMatchObject({
      type: "tel",
      inputMode: "tel",
      autoComplete: "tel",
      name: "phone",
      value: "+7 (900) 000-0001", // the phone mask: +7 (###) ###-####
    });
  });

  it("gives back invalid text as typed", () => {
    const html = renderToString(
      <PhoneInput name="phone" label="Телефон" defaultValue="12ab" errors={["Неверный формат номера"]} />,
    );
    expect(attributesOf(html, "input")[0]).toMatchObject({ value: "12ab", "aria-invalid": "true" });
  });
});

describe("CodeInput", () => {
  it("without JS is one numeric field named code", () => {
    const html = renderToString(<CodeInput label="Код из SMS" />);
    const inputs = attributesOf(html, "input");
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toMatchObject({
      name: "code",
      inputMode: "numeric",
      autoComplete: "one-time-code",
      pattern: "\\d{4}",
      maxLength: "4",
    });
    expect(html).toContain("Код из SMS");
  });

  it("the 406 state is red without text", () => {
    const html = renderToString(<CodeInput invalid />);
    expect(html).toContain("code-input--invalid");
    expect(attributesOf(html, "input")[0]).toMatchObject({ "aria-invalid": "true" });
    expect(attributesOf(html, "input")[0]).not.toHaveProperty("aria-describedby");
    expect(html).toMatch(/id="code-message" aria-live="polite"><\/p>/);
  });

  it("shows a message when given one", () => {
    const html = renderToString(<CodeInput errors={["Неверный проверочный код"]} defaultValue="0000" />);
    expect(attributesOf(html, "input")[0]).toMatchObject({ value: "0000", "aria-describedby": "code-message" });
    expect(html).toContain(">Неверный проверочный код</p>");
  });
});

const cities: SelectOption[] = [
  { id: 1, value: "1", title: "Москва" },
  { id: 2, value: "2", title: "Санкт-Петербург" },
];
const categories: SelectOption[] = [
  {
    id: 10,
    value: "10",
    title: "Стройматериалы",
    children: [
      { id: 11, value: "11", title: "Цемент", isLastLevel: true },
      { id: 12, value: "12", title: "Сухие смеси", children: [{ id: 13, value: "13", title: "Штукатурка" }] },
    ],
  },
  { id: 20, value: "20", title: "Инструменты" },
];

describe("Select without JS", () => {
  it("is a native select with a placeholder and the chosen value", () => {
    const html = renderToString(<Select name="cityId" label="Город" options={cities} defaultValue="2" required />);
    expect(attributesOf(html, "select")[0]).toMatchObject({ id: "cityId", name: "cityId", "aria-required": "true" });
    expect(html).toContain('<option value="">Выберите</option>');
    expect(html).toContain('<option value="2" selected="">Санкт-Петербург</option>');
    expect(html).not.toContain('role="combobox"');
  });

  it("groups nested options; deeper levels carry their path", () => {
    const html = renderToString(<Select name="categoryId" label="Категория" options={categories} />);
    expect(html).toContain(
      '<optgroup label="Стройматериалы"><option value="11">Цемент</option><option value="13">Сухие смеси / Штукатурка</option></optgroup>',
    );
    expect(html).toContain('<option value="20">Инструменты</option>');
  });

  it("a multiple select is a labelled group of checkboxes", () => {
    const html = renderToString(
      <Select
        name="sectionIds"
        label="Категории товаров"
        options={categories}
        multiple
        defaultValue={["11", "20"]}
        errors={["Обязательно к заполнению"]}
      />,
    );
    expect(html).toContain('<legend class="field__label">Категории товаров');
    const boxes = attributesOf(html, "input");
    expect(boxes.map((box) => [box.name, box.value, "checked" in box])).toEqual([
      ["sectionIds", "11", true],
      ["sectionIds", "13", false],
      ["sectionIds", "20", true],
    ]);
    expect(attributesOf(html, "fieldset")[0]).toMatchObject({
      "aria-invalid": "true",
      "aria-describedby": "sectionIds-message",
    });
    expect(html).toContain(">Обязательно к заполнению</p>");
  });
});

describe("Select after hydration (SelectMenu)", () => {
  it("closed, is a combobox naming no list: the list is drawn only while open", () => {
    const html = renderToString(
      <SelectMenu id="vat" name="vat" label="НДС" options={cities} values={["2"]} onValuesChange={() => {}} />,
    );
    const [combobox] = attributesOf(html, "button");
    expect(combobox).toMatchObject({ role: "combobox", "aria-expanded": "false", "aria-haspopup": "listbox" });
    expect(combobox).not.toHaveProperty("aria-controls");
    expect(html).not.toContain('role="listbox"');
  });
});

describe("Notification", () => {
  it.each([
    ["error", "alert"],
    ["warning", "status"],
    ["success", "status"],
    ["notice", "status"],
  ] as const)("%s has role %s", (type, role) => {
    const html = renderToString(<Notification type={type}>Текст</Notification>);
    expect(html).toContain(`class="notification notification--${type}" role="${role}"`);
  });

  it("Toasts render every message, without close buttons until JS runs", () => {
    const html = renderToString(
      <Toasts
        toasts={[
          { id: "1", type: "success", text: "Сохранено" },
          { id: "2", type: "error", text: "Неизвестная ошибка" },
        ]}
      />,
    );
    expect(html).toContain('aria-label="Уведомления"');
    expect(html).toContain("Сохранено");
    expect(html).toContain("Неизвестная ошибка");
    expect(html).not.toContain("notification__close");
  });
});
