// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { object } from 'yup';
import { setUpTestI18n } from '../../testing/test-i18n';
import { decimalRule } from '../../lib/validation/money-rules';
import { DecimalField } from './decimal-field';

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
      </Form>
    </Formik>
  );
}

describe('DecimalField', () => {
  it('writes the whole balance into the field', async () => {
    render(<AmountForm available="1234.567" />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(input.inputMode).toBe('decimal');
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
});
