import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { passwordChangeSchema, profileSchema, workerEditSchema, workerInvitationSchema } from "./personal-forms";

function parse(schema: z.ZodType, fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  const submission = parseWithZod(data, { schema });
  return submission.status === "success" ? { value: submission.value } : { error: submission.error };
}

describe("profile", () => {
  it("normalises the name and phone", () => {
    expect(parse(profileSchema, { name: " Иванов  Сергей ", phone: "8 (900) 000-00-01" })).toEqual({
      value: { name: "Иванов Сергей", phone: "79000000001" },
    });
  });

  it("refuses a 10 000-character name with a Russian message", () => {
    const name = `${"А".repeat(5000)} ${"Б".repeat(5000)}`;
    expect(parse(profileSchema, { name, phone: "79000000001" }).error).toEqual({
      name: ["ФИО — не больше 100 символов"],
    });
  });
});

describe("password change", () => {
  it("asks for a new password that differs from the current one", () => {
    const same = { oldPassword: "secret1", password: "secret1", passwordConfirm: "secret1" };
    expect(parse(passwordChangeSchema, same).error).toEqual({
      password: ["Новый пароль должен отличаться от текущего"],
    });
  });

  it("applies the password and confirmation rules: at least 6 characters, the pair equal", () => {
    expect(parse(passwordChangeSchema, { oldPassword: "old", password: "abc", passwordConfirm: "abd" }).error).toEqual({
      password: ["Введите пароль не менее 6 символов"],
      passwordConfirm: ["Пароли не совпадают"],
    });
    expect(
      parse(passwordChangeSchema, { oldPassword: "old", password: "secret2", passwordConfirm: "secret2" }),
    ).toEqual({ value: { oldPassword: "old", password: "secret2", passwordConfirm: "secret2" } });
  });
});

describe("worker", () => {
  const worker = { name: "Петров Пётр", phone: "+7 (901) 222-33-44", userRole: "manager", contractorIds: ["1", "4"] };

  it("reads the role and the companies", () => {
    expect(parse(workerEditSchema, worker)).toEqual({
      value: { name: "Петров Пётр", phone: "79012223344", userRole: "manager", contractorIds: [1, 4] },
    });
  });

  it("refuses a role outside the two and an empty company list", () => {
    expect(parse(workerEditSchema, { ...worker, userRole: "owner", contractorIds: [] }).error).toEqual({
      userRole: ["Выберите роль сотрудника"],
      contractorIds: ["Обязательно к заполнению"],
    });
  });

  it("needs an e-mail to invite", () => {
    expect(parse(workerInvitationSchema, { ...worker, email: "not-mail" }).error).toEqual({
      email: ["Неверный формат адреса Email"],
    });
  });
});
