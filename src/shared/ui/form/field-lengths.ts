import { createContext, useContext } from 'react';

/** Each string field's longest length in one write's body, as generated in src/gen/form-lengths/<operationId>.ts. */
export type BodyLengths = Readonly<Record<string, number>>;

export const FieldLengthsContext = createContext<BodyLengths>({});

/**
 * Where a field stops the typing: the length it is given (`own`), else the contract's longest length of the body
 * field `name` in the write the enclosing form sends (`WriteForm`), if it states one, so that a field does not write
 * the number itself.
 */
export function useContractLength(name: string, own?: number): number | undefined {
  const lengths = useContext(FieldLengthsContext);
  // own fields only: a field named after the prototype's members (`constructor`) has no length
  return own ?? (Object.hasOwn(lengths, name) ? lengths[name] : undefined);
}
