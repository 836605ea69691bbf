const pad = (value: number) => String(value).padStart(2, '0');

/** Parts of what is left until `endsAt` (epoch milliseconds), never negative. */
export function countdownParts(endsAt: number, now: number) {
  const total = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    total,
    days: Math.floor(total / 86_400),
    clock: `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`,
  };
}
