// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

function Example() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  const tabs = [
    { key: 'a', label: 'Alpha' },
    { key: 'b', label: 'Beta' },
    { key: 'c', label: 'Gamma' },
  ] as const;
  return (
    <Tabs label="Lists" tabs={tabs} value={value} onChange={setValue}>
      <p>{`panel ${value}`}</p>
    </Tabs>
  );
}

it('selects by click and by arrow keys, wrapping around, and labels the panel', () => {
  render(<Example />);
  expect(screen.getByRole('tablist', { name: 'Lists' })).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: 'Beta' }));
  expect(screen.getByRole('tab', { name: 'Beta' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tabpanel', { name: 'Beta' }).textContent).toBe('panel b');
  // the key moves the selection, and does not also scroll the row (its default is prevented)
  expect(fireEvent.keyDown(screen.getByRole('tab', { name: 'Beta' }), { key: 'ArrowRight' })).toBe(false);
  expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Gamma' }));
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Gamma' }), { key: 'ArrowRight' });
  expect(screen.getByRole('tabpanel').textContent).toBe('panel a');
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Alpha' }), { key: 'ArrowLeft' });
  expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
});
