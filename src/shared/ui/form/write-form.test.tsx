// @vitest-environment jsdom
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestI18n } from '../../testing/test-i18n';
import { useContractLength } from './field-lengths';
import { NewPasswordField } from './new-password-field';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { WriteForm } from './write-form';

const lengths = { nickname: 10, password: 16, old_password: 32 } as const;

function LengthsForm({ children }: { children: React.ReactNode }) {
  return (
    <Formik
      initialValues={{ nickname: '', password: '', old_password: '', note: '', constructor: '' }}
      onSubmit={() => {}}
    >
      <WriteForm lengths={lengths} noValidate aria-label="profile">
        {children}
      </WriteForm>
    </Formik>
  );
}

const maxLengthOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).maxLength;

beforeAll(() => setUpTestI18n('en'));
afterEach(cleanup);

describe("a write's form gives its fields the contract's lengths", () => {
  it('by the name of each text and password field', () => {
    render(
      <LengthsForm>
        <TextField name="nickname" label="Nickname" />
        <NewPasswordField name="password" label="New password" />
        <PasswordField name="old_password" label="Current password" />
      </LengthsForm>,
    );
    expect(screen.getByRole('form', { name: 'profile' })).toBeTruthy();
    expect(maxLengthOf('Nickname')).toBe(10);
    expect(maxLengthOf('New password')).toBe(16);
    expect(maxLengthOf('Current password')).toBe(32);
  });

  it("none for a field the write has no length for, even one named after the prototype's members", () => {
    render(
      <LengthsForm>
        <TextField name="note" label="Note" />
        <TextField name="constructor" label="Constructor" />
      </LengthsForm>,
    );
    // jsdom's maxLength of an input without the attribute
    expect(maxLengthOf('Note')).toBe(-1);
    expect(maxLengthOf('Constructor')).toBe(-1);
    for (const name of ['constructor', 'toString', '__proto__'])
      expect(renderHook(() => useContractLength(name), { wrapper: LengthsForm }).result.current).toBeUndefined();
  });

  it("a field's own length wins; outside a write's form there is none", () => {
    render(
      <>
        <LengthsForm>
          <TextField name="nickname" label="Nickname" maxLength={4} />
        </LengthsForm>
        <Formik initialValues={{ nickname: '' }} onSubmit={() => {}}>
          <TextField name="nickname" label="Elsewhere" />
        </Formik>
      </>,
    );
    expect(maxLengthOf('Nickname')).toBe(4);
    expect(maxLengthOf('Elsewhere')).toBe(-1);
  });
});
