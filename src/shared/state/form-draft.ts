/**
 * What the user typed in a form, kept in memory (never stored) while they pick an area code on another page,
 * so that nothing is lost when they come back. One draft per form, by key (registration, password reset,
 * phone binding); the form clears its draft once it is done.
 */
import { useState } from 'react';

const drafts = new Map<string, object>();

export function saveDraft<T extends object>(key: string, values: T): void {
  drafts.set(key, values);
}

export function readDraft<T extends object>(key: string): T | undefined {
  return drafts.get(key) as T | undefined;
}

export function clearDraft(key: string): void {
  drafts.delete(key);
}

/**
 * The form's starting values: its saved draft or `fresh`, passed through `adjust` (e.g. to apply the area
 * code the picker returned). The draft stays until cleared: a page may mount more than once while the app
 * moves to the picker and back.
 */
export function useFormDraft<T extends object>(
  key: string,
  fresh: () => T,
  adjust: (values: T) => T = (values) => values,
) {
  const [initialValues] = useState(() => adjust(readDraft<T>(key) ?? fresh()));
  return initialValues;
}
