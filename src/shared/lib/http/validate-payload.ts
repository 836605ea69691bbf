import type { ZodType } from 'zod';
import { ApiError } from './api-error';

/** Formats zod issues as "message.data[0].price: expected string, received number". */
function describeIssues(issues: { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 10)
    .map((issue) => {
      const path = issue.path.reduce<string>(
        (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
        'message',
      );
      return `${path}: ${issue.message}`;
    })
    .join('; ');
}

export function validatePayload(operationId: string, schema: ZodType, payload: unknown): void {
  const result = schema.safeParse(payload);
  if (!result.success) {
    throw new ApiError(
      'contract',
      `Contract violation in ${operationId}: ${describeIssues(result.error.issues)}`,
      operationId,
    );
  }
}
