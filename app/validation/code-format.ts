/** SMS and e-mail confirmation codes are 4 digits (SPEC §9). No zod here: CodeInput imports it. */
export const CODE_LENGTH = 4;
