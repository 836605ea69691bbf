// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import { StrictMode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, saveDraft, useFormDraft } from './form-draft';

describe('form drafts', () => {
  it('keeps forms apart until cleared', () => {
    saveDraft('register', { a: 1 });
    saveDraft('forget', { b: 2 });
    expect(readDraft('forget')).toEqual({ b: 2 });
    clearDraft('forget');
    expect(readDraft('forget')).toBeUndefined();
    expect(readDraft('register')).toEqual({ a: 1 });
    clearDraft('register');
  });

  it('starts from the saved draft on every mount until it is cleared, then fresh', () => {
    saveDraft('register', { user_string: '09012345678' });
    const fresh = () => ({ user_string: '' });
    const first = renderHook(() => useFormDraft('register', fresh), { wrapper: StrictMode });
    expect(first.result.current).toEqual({ user_string: '09012345678' });
    first.unmount();
    const again = renderHook(() => useFormDraft('register', fresh), { wrapper: StrictMode });
    expect(again.result.current).toEqual({ user_string: '09012345678' });
    clearDraft('register');
    const cleared = renderHook(() => useFormDraft('register', fresh));
    expect(cleared.result.current).toEqual({ user_string: '' });
  });

  it('survives a first render that suspends (its state is thrown away, the draft is read again)', async () => {
    saveDraft('register', { user_string: 'trader@example.com' });
    let ready = false;
    let resolve = () => {};
    const loading = new Promise<void>((done) => (resolve = done));
    function Form() {
      const values = useFormDraft('register', () => ({ user_string: '' }));
      if (!ready) throw loading;
      return <output>{values.user_string}</output>;
    }
    render(
      <Suspense fallback={null}>
        <Form />
      </Suspense>,
    );
    await act(async () => {
      ready = true;
      resolve();
      await loading;
    });
    expect(screen.getByRole('status').textContent).toBe('trader@example.com');
    clearDraft('register');
  });

  it('applies the adjustment to the starting values', () => {
    const { result } = renderHook(() =>
      useFormDraft(
        'forget',
        () => ({ area_code: '81' }),
        (values) => ({ ...values, area_code: '86' }),
      ),
    );
    expect(result.current).toEqual({ area_code: '86' });
  });
});
