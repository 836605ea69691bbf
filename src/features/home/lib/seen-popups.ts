/** The pop-up announcements the user closed, kept on the device so each one shows once. */
const KEY = 'tradedesk:seen-popups';
const KEPT = 50;

function read(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export const wasSeen = (id: number) => read().includes(id);

export function markSeen(id: number): void {
  const ids = [...read().filter((seen) => seen !== id), id].slice(-KEPT);
  try {
    localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // storage full or disabled: the pop-up may show again, nothing is lost
  }
}
