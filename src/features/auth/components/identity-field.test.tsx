// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerUserMaxLengths } from '../../../gen/form-lengths/registerUser';
import { sendSmsCodeMaxLengths } from '../../../gen/form-lengths/sendSmsCode';
import { setUpTestI18n } from '../../../shared/testing/test-i18n';
import { WriteForm } from '../../../shared/ui/form/write-form';
import type { IdentityType } from '../forms/identity';
import { IdentityField } from './identity-field';

beforeAll(() => setUpTestI18n('en'));
afterEach(cleanup);

/** The registration's identity field, of one kind, in the registration's write. */
function renderIdentity(type: IdentityType) {
  render(
    <Formik initialValues={{ user_string: '' }} onSubmit={() => {}}>
      <WriteForm lengths={registerUserMaxLengths}>
        <IdentityField name="user_string" type={type} areaCode="81" onPickAreaCode={() => {}} />
      </WriteForm>
    </Formik>,
  );
  return (screen.getByRole('textbox') as HTMLInputElement).maxLength;
}

describe("the identity field stops at the contract's length of what it holds", () => {
  it.each([
    ['email', registerUserMaxLengths.user_string],
    ['username', registerUserMaxLengths.username],
    ['mobile', sendSmsCodeMaxLengths.mobile],
  ] as const)('%s: %i characters', (type, longest) => {
    expect(renderIdentity(type)).toBe(longest);
  });

  it('the three lengths differ, so the table above tells the kinds apart', () => {
    expect(
      new Set([registerUserMaxLengths.user_string, registerUserMaxLengths.username, sendSmsCodeMaxLengths.mobile]).size,
    ).toBe(3);
  });
});
