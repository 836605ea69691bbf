// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestI18n } from '../../../shared/testing/test-i18n';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { PercentShortcuts } from './percent-shortcuts';

beforeAll(() => setUpTestI18n('en'));
afterEach(cleanup);

function AmountForm({ available }: { available: string }) {
  return (
    <Formik initialValues={{ amount: '' }} onSubmit={() => undefined}>
      <Form noValidate>
        <DecimalField name="amount" label="Amount" unit="USDT" />
        <PercentShortcuts name="amount" available={available} precision={2} label="Share of the balance" />
      </Form>
    </Formik>
  );
}

const amount = () => (screen.getByLabelText('Amount') as HTMLInputElement).value;

describe('PercentShortcuts', () => {
  it('writes a share of the balance into the field', async () => {
    render(<AmountForm available="1234.567" />);
    fireEvent.click(screen.getByRole('button', { name: '25%' }));
    await waitFor(() => expect(amount()).toBe('308.64'));
  });

  it("cuts a share to the field's decimals, never rounding it up", async () => {
    render(<AmountForm available="10.999" />);
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    await waitFor(() => expect(amount()).toBe('5.49'));
  });

  it('disables the shortcuts when nothing is available', () => {
    render(<AmountForm available="0" />);
    expect(screen.getByRole('button', { name: '50%' })).toHaveProperty('disabled', true);
  });
});
