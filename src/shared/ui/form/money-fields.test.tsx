// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { object } from 'yup';
import { setUpTestI18n } from '../../testing/test-i18n';
import { decimalRule } from '../../lib/validation/money-rules';
import { DecimalField } from './decimal-field';
import { PercentShortcuts } from './percent-shortcuts';

beforeAll(() => setUpTestI18n('en'));
afterEach(cleanup);

function AmountForm({ available }: { available: string }) {
  return (
    <Formik
      initialValues={{ amount: '' }}
      validationSchema={object({ amount: decimalRule({ max: available, min: '10', unit: 'USDT', maxDecimals: 2 }) })}
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <DecimalField name="amount" label="Amount" unit="USDT" all={available} />
        <PercentShortcuts name="amount" available={available} precision={2} label="Share of the balance" />
      </Form>
    </Formik>
  );
}

describe('DecimalField and PercentShortcuts', () => {
  it('writes a share of the balance and the whole balance into the field', async () => {
    render(<AmountForm available="1234.567" />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(input.inputMode).toBe('decimal');
    fireEvent.click(screen.getByRole('button', { name: '25%' }));
    await waitFor(() => expect(input.value).toBe('308.64'));
    fireEvent.click(screen.getByRole('button', { name: 'Amount: use all' }));
    await waitFor(() => expect(input.value).toBe('1234.567'));
    // the balance itself has more decimals than the field accepts: the rule says so and the value stays
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'At most 2 decimal places');
  });

  it('shows a limit with its value and keeps what was typed', async () => {
    render(<AmountForm available="100" />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.blur(input);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The minimum is 10 USDT');
    fireEvent.change(input, { target: { value: '100.5' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Insufficient balance'));
    expect(input.value).toBe('100.5');
  });

  it("cuts a share to the field's decimals, never rounding it up", async () => {
    render(<AmountForm available="10.999" />);
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    await waitFor(() => expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('5.49'));
  });

  it('disables the shortcuts when nothing is available', () => {
    render(<AmountForm available="0" />);
    expect(screen.getByRole('button', { name: '50%' })).toHaveProperty('disabled', true);
  });
});
