/** The small path language of scenarios: `$.message.data[0].id`, `$.message.balance[currency=3].change_balance`. */
const SEGMENT = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[([A-Za-z_$][\w$]*)=([^\]]*)\]/gy;

export function readPath(data: unknown, path: string): unknown {
  if (!path.startsWith('$')) throw new Error(`A scenario path starts with $: ${path}`);
  let value: unknown = data;
  SEGMENT.lastIndex = 1;
  while (SEGMENT.lastIndex < path.length) {
    const match = SEGMENT.exec(path);
    if (!match) throw new Error(`Not a scenario path: ${path}`);
    const [, key, index, field, wanted] = match;
    if (value === null || typeof value !== 'object') return undefined;
    if (key !== undefined) value = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
    else if (index !== undefined) value = Array.isArray(value) ? value[Number(index)] : undefined;
    else
      value = Array.isArray(value)
        ? value.find(
            (item) => item && typeof item === 'object' && String((item as Record<string, unknown>)[field]) === wanted,
          )
        : undefined;
  }
  return value;
}
