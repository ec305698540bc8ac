/** Messages shared by several rules. A rule's own message lives in the rule's module. */

/** A required field left empty (Input and Textarea widgets, every schema). */
export const REQUIRED_MESSAGE = "Обязательно к заполнению";

/** Any rule without a message of its own. */
export const DEFAULT_MESSAGE = "Проверьте корректность";

/** Impersonation submitted with an empty field. */
export const EMPTY_FIELD_MESSAGE = "Поле не может быть пустым";

/** Registration confirm without one of username, code, password, confirmation. */
export const INVALID_DATA_MESSAGE = "Введите корректные данные";
