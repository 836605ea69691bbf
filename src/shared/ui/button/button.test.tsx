// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

it('is disabled and busy while loading, so a second tap does nothing', () => {
  const onClick = vi.fn();
  const { rerender } = render(
    <Button variant="danger" onClick={onClick}>
      Close all
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Close all' }) as HTMLButtonElement;
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(button.type).toBe('button');
  rerender(
    <Button variant="danger" onClick={onClick} loading>
      Close all
    </Button>,
  );
  expect(button.disabled).toBe(true);
  expect(button.getAttribute('aria-busy')).toBe('true');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});
