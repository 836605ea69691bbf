// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../shared/i18n/i18n';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { lazyValidation } from './lazy-validation';
import { setUpTestI18n } from '../../../shared/testing/test-i18n';
import { Button } from '../../../shared/ui/button/button';
import { TextInput } from '../../../shared/ui/form/text-input';
import { useLightForm } from './use-light-form';

type Values = { account: string; password: string };
const schema = yup.object({
  account: yup.string().required('testLight:required'),
  password: yup.string().required('testLight:required').min(6, 'testLight:short'),
});

function TestForm({
  onSubmit,
  loadSchema,
}: {
  onSubmit: (values: Values) => Promise<unknown>;
  loadSchema: () => Promise<yup.Schema>;
}) {
  const [validate] = useState(() => lazyValidation<Values>(loadSchema));
  const form = useLightForm<Values>({
    initialValues: { account: 'kept', password: '' },
    validate,
    onSubmit,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <TextInput {...form.field('account')} label="Account" />
      <TextInput {...form.field('password')} label="Password" type="password" />
      <Button type="submit" loading={form.submitting}>
        Log in
      </Button>
    </form>
  );
}

beforeAll(async () => {
  await setUpTestI18n('en');
  i18n.addResourceBundle('en', 'testLight', { required: 'Required', short: 'Too short' });
});
afterEach(cleanup);

describe('useLightForm with lazily loaded rules', () => {
  it('loads the rules once, shows an error only after its field was left, and keeps what was typed', async () => {
    const loadSchema = vi.fn(async () => schema);
    render(<TestForm onSubmit={vi.fn()} loadSchema={loadSchema} />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'abc' } });
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(password);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Too short');
    expect(password.value).toBe('abc');
    expect((screen.getByLabelText('Account') as HTMLInputElement).value).toBe('kept');
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('refuses to submit while invalid (a cleared box counts as missing), then submits once at a time', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TestForm onSubmit={onSubmit} loadSchema={async () => schema} />);
    const account = screen.getByLabelText('Account');
    fireEvent.change(account, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(account, { target: { value: 'tanaka_k' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ account: 'tanaka_k', password: 'secret123' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', true);
    fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form')!);
    await act(async () => finish());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false);
  });

  it('tries the rules again after a failed download', async () => {
    const loadSchema = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const validate = lazyValidation<Values>(loadSchema);
    await expect(validate({ account: '', password: '' })).rejects.toThrow('offline');
    expect(await validate({ account: '', password: '' })).toEqual({
      account: 'testLight:required',
      password: 'testLight:required',
    });
  });
});
