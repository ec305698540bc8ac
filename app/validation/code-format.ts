/** SMS and e-mail confirmation codes are 4 digits. No zod here: CodeInput imports it. */
export const CODE_LENGTH = 4;
