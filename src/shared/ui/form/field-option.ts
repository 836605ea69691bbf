/** One choice a field offers: the value it writes and the text that names it. */
export type FieldOption = { value: string; label: string };
