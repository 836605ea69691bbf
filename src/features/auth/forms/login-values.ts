/** What the login form holds (its rules are in login.schema.ts, loaded when first needed). */
export type LoginValues = { user_string: string; password: string };

export const emptyLogin: LoginValues = { user_string: '', password: '' };
