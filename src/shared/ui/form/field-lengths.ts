import { createContext, useContext } from 'react';

/** Each string field's longest length in one write's body, as generated in src/gen/form-lengths/<operationId>.ts. */
export type BodyLengths = Readonly<Record<string, number>>;

export const FieldLengthsContext = createContext<BodyLengths>({});

/**
 * The contract's longest length of the body field `name` in the write the enclosing form sends (`WriteForm`),
 * if it states one: a text field stops the typing there without writing the number itself.
 */
export function useContractLength(name: string): number | undefined {
  const lengths = useContext(FieldLengthsContext);
  // own fields only: a field named after the prototype's members (`constructor`) has no length
  return Object.hasOwn(lengths, name) ? lengths[name] : undefined;
}
