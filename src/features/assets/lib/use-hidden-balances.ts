import { useState } from 'react';

const KEY = 'tradedesk:hide-balances';
export const MASK = '****';

/** Whether balances are hidden on the assets screens; the choice is remembered on this device. */
export function useHiddenBalances() {
  const [hidden, setHidden] = useState(() => localStorage.getItem(KEY) === '1');
  const toggle = () =>
    setHidden((current) => {
      localStorage.setItem(KEY, current ? '0' : '1');
      return !current;
    });
  return { hidden, toggle, show: (text: string) => (hidden ? MASK : text) };
}
