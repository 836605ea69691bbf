// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../testing/test-i18n';
import { SubmitButton } from '../form/submit-button';
import { ConfirmSheet } from './confirm-sheet';
import { useConfirmStep } from './use-confirm-step';

beforeAll(() => setUpTestI18n('en'));
afterEach(cleanup);

function OrderForm({ onOrder }: { onOrder: (amount: string) => void }) {
  const { pending, review, close } = useConfirmStep<{ amount: string }>();
  return (
    <Formik initialValues={{ amount: '5' }} onSubmit={review}>
      <Form noValidate>
        <SubmitButton>Buy</SubmitButton>
        <ConfirmSheet
          open={pending !== null}
          title="Confirm the order"
          rows={[{ label: 'Amount', value: pending?.amount ?? '' }]}
          onClose={close}
          onConfirm={() => {
            onOrder(pending!.amount);
            close();
          }}
        />
      </Form>
    </Formik>
  );
}

const buy = () => screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement;

describe('useConfirmStep', () => {
  it('gives the submit button back after a cancelled sheet', async () => {
    render(<OrderForm onOrder={vi.fn()} />);
    fireEvent.click(buy());
    await screen.findByRole('dialog', { name: 'Confirm the order' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(buy().disabled).toBe(false);
    expect(buy().getAttribute('aria-busy')).not.toBe('true');
  });

  it('gives the submit button back after a confirmed sheet, for a second order', async () => {
    const onOrder = vi.fn();
    render(<OrderForm onOrder={onOrder} />);
    for (const _ of [1, 2]) {
      await waitFor(() => expect(buy().disabled).toBe(false));
      fireEvent.click(buy());
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(onOrder).toHaveBeenCalledTimes(2);
  });
});
