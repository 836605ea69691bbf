// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQuery } from '../../testing/render';
import { Form, Formik } from 'formik';
import { i18n } from '../../i18n/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { setUpTestI18n } from '../../testing/test-i18n';
import { ImageField } from './image-field';
import { SubmitButton } from './submit-button';

beforeAll(async () => {
  await setUpTestI18n('en');
  i18n.addResourceBundle('en', 'testValidation', { upload: 'Upload the picture' });
});
afterEach(cleanup);

function renderForm(onSubmit: (values: { pic: string }) => void) {
  const upload = vi.fn(async () => '/upload/2026/pic.jpg');
  renderWithQuery(
    <Formik
      initialValues={{ pic: '' }}
      validationSchema={yup.object({ pic: yup.string().required('testValidation:upload') })}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <ImageField name="pic" label="Front of ID" compress={async (file) => file} upload={upload} />
        <SubmitButton>Save</SubmitButton>
      </Form>
    </Formik>,
  );
  return upload;
}

describe('ImageField', () => {
  it('shows its translated error after a submit and sends nothing without a picture', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Upload the picture'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the uploaded path as its value, clears the error and submits it', async () => {
    const onSubmit = vi.fn();
    const upload = renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Upload the picture'));
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Front of ID'), {
        target: { files: [new File(['p'], 'id.png', { type: 'image/png' })] },
      });
    });
    expect(upload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Upload the picture')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ pic: '/upload/2026/pic.jpg' });
  });
});
