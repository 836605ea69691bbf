// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StrokeIcon } from './stroke-icon';

afterEach(cleanup);

const drawn = (ui: ReactElement) => render(ui).container.querySelector('svg')!;

describe('StrokeIcon', () => {
  it('draws a hidden 24 x 24 line icon in the text colour, at the size and stroke asked for', () => {
    const icon = drawn(
      <StrokeIcon size={22} strokeWidth={1.8}>
        <circle cx="12" cy="12" r="3" />
      </StrokeIcon>,
    );
    expect(icon.getAttribute('viewBox')).toBe('0 0 24 24');
    expect([icon.getAttribute('width'), icon.getAttribute('height')]).toEqual(['22', '22']);
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.getAttribute('fill')).toBe('none');
    expect(icon.getAttribute('stroke')).toBe('currentColor');
    expect(icon.getAttribute('stroke-width')).toBe('1.8');
    expect(icon.getAttribute('stroke-linecap')).toBeNull();
    expect(icon.getAttribute('stroke-linejoin')).toBeNull();
    expect(icon.querySelector('circle')).not.toBeNull();
  });

  it('rounds the ends and corners of its lines when asked', () => {
    const icon = drawn(
      <StrokeIcon rounded>
        <path d="M15 5l-7 7 7 7" />
      </StrokeIcon>,
    );
    expect(icon.getAttribute('stroke-linecap')).toBe('round');
    expect(icon.getAttribute('stroke-linejoin')).toBe('round');
    expect(icon.getAttribute('width')).toBe('20');
  });

  it('takes the class its control places it with', () => {
    const icon = drawn(
      <StrokeIcon className="arrow">
        <path d="M9 5l7 7-7 7" />
      </StrokeIcon>,
    );
    expect(icon.getAttribute('class')).toBe('arrow');
  });
});
