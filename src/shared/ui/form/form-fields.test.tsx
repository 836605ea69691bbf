// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { i18n } from '../../i18n/i18n';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { setUpTestI18n } from '../../testing/test-i18n';
import { CodeField } from './code-field';
import { NewPasswordFields } from './new-password-field';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { WriteForm } from './write-form';

const schema = yup.object({
  nickname: yup.string().required('testValidation:required').min(2, 'testValidation:tooShort'),
  password: yup.string().required('testValidation:required'),
  country: yup.string().required('testValidation:required'),
  code: yup.string().matches(/^\d{6}$/, 'testValidation:code'),
});

function TestForm({ onSubmit, children }: { onSubmit: (values: object) => Promise<void> | void; children: ReactNode }) {
  return (
    <Formik
      initialValues={{ nickname: '', password: '', password_again: '', country: '', code: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <WriteForm lengths={{ password: 16, password_again: 16 }} noValidate>
        {children}
        <SubmitButton>Save</SubmitButton>
      </WriteForm>
    </Formik>
  );
}

beforeAll(async () => {
  await setUpTestI18n('en');
  i18n.addResourceBundle('en', 'testValidation', {
    required: 'This field is required',
    tooShort: 'Too short',
    code: 'Enter the 6-digit code',
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TextField', () => {
  it('shows no error before touch, the translated error after blur, and keeps what was typed', async () => {
    render(
      <TestForm onSubmit={vi.fn()}>
        <TextField name="nickname" label="Nickname" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Nickname') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'a' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input);
    expect((await screen.findByRole('alert')).textContent).toBe('Too short');
    expect(input.value).toBe('a');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('shows every error after a submit attempt and does not submit', async () => {
    const onSubmit = vi.fn();
    render(
      <TestForm onSubmit={onSubmit}>
        <TextField name="nickname" label="Nickname" />
        <PasswordField name="password" label="Password" />
      </TestForm>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('PasswordField', () => {
  it('toggles visibility with an accessible button', () => {
    render(
      <TestForm onSubmit={vi.fn()}>
        <PasswordField name="password" label="Password" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});

describe('NewPasswordFields', () => {
  it("asks the browser for a new password twice, each box bound to its own value and stopping at the write's length of its field", () => {
    render(
      <TestForm onSubmit={vi.fn()}>
        <NewPasswordFields
          password={{ name: 'password', label: 'New password', placeholder: '7 to 16 characters' }}
          confirmation={{ name: 'password_again', label: 'Repeat it', placeholder: 'Once more' }}
        />
      </TestForm>,
    );
    const chosen = screen.getByLabelText('New password') as HTMLInputElement;
    const repeated = screen.getByLabelText('Repeat it') as HTMLInputElement;
    for (const input of [chosen, repeated]) {
      expect(input.type).toBe('password');
      expect(input.autocomplete).toBe('new-password');
      expect(input.maxLength).toBe(16);
    }
    expect(chosen.placeholder).toBe('7 to 16 characters');
    expect(repeated.placeholder).toBe('Once more');
    fireEvent.change(chosen, { target: { value: 'first-choice' } });
    expect(chosen.value).toBe('first-choice');
    expect(repeated.value).toBe('');
  });
});

describe('SelectField', () => {
  it('binds the chosen option to the form', async () => {
    const onSubmit = vi.fn();
    render(
      <TestForm onSubmit={onSubmit}>
        <SelectField name="country" label="Country" placeholder="Choose" options={[{ value: 'jp', label: 'Japan' }]} />
      </TestForm>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This field is required');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'jp' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('jp');
    expect(screen.getByRole('option', { name: 'Japan' })).toBeTruthy();
  });
});

describe('CodeField', () => {
  it('sends the code, then waits 60 s before it can send again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const onSend = vi.fn(async () => undefined);
    render(
      <TestForm onSubmit={vi.fn()}>
        <CodeField name="code" label="Code" onSend={onSend} />
      </TestForm>,
    );
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    expect(input.maxLength).toBe(6);
    expect(input.inputMode).toBe('numeric');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(onSend).toHaveBeenCalledTimes(1);
    const waiting = screen.getByRole('button', { name: 'Resend in 60 s' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not start the countdown when sending fails', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('rejected');
    });
    render(
      <TestForm onSubmit={vi.fn()}>
        <CodeField name="code" label="Code" onSend={onSend} />
      </TestForm>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('SubmitButton', () => {
  it('shows progress and blocks a second submission while submitting', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <Formik initialValues={{}} onSubmit={onSubmit}>
        <Form>
          <SubmitButton>Save</SubmitButton>
        </Form>
      </Formik>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(button.disabled).toBe(false));
  });
});
