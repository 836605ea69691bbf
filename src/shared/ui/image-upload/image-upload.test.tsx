// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithQuery } from '../../testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../testing/test-i18n';
import { ImageUpload } from './image-upload';

beforeAll(() => setUpTestI18n('en'));
afterEach(cleanup);

const pick = (input: HTMLElement, file = new File(['p'], 'id.png', { type: 'image/png' })) =>
  act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });

describe('ImageUpload', () => {
  it('accepts album images only, compresses, uploads and reports the path', async () => {
    const compressed = new File(['c'], 'id.jpg', { type: 'image/jpeg' });
    const compress = vi.fn(async () => compressed);
    const upload = vi.fn(async () => '/upload/2026/id.jpg');
    const onUploaded = vi.fn();
    renderWithQuery(
      <ImageUpload
        label="Front of ID"
        value="/upload/old.png"
        onUploaded={onUploaded}
        compress={compress}
        upload={upload}
      />,
    );
    expect((screen.getByRole('img', { name: 'Front of ID' }) as HTMLImageElement).getAttribute('src')).toBe(
      '/upload/old.png',
    );
    const input = screen.getByLabelText('Front of ID') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.hasAttribute('capture')).toBe(false);
    await pick(input);
    expect(compress).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(compressed);
    expect(onUploaded).toHaveBeenCalledWith('/upload/2026/id.jpg');
    expect(screen.getByRole('status').textContent).toBe('Upload complete');
  });

  it('shows the stage while working', async () => {
    let finish!: (path: string) => void;
    const upload = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    renderWithQuery(
      <ImageUpload label="Voucher" onUploaded={vi.fn()} compress={async (file) => file} upload={upload} />,
    );
    await pick(screen.getByLabelText('Voucher'));
    const progress = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(progress.getAttribute('value')).toBe('1');
    expect(screen.getByText('50 %')).toBeTruthy();
    expect((screen.getByLabelText('Voucher') as HTMLInputElement).disabled).toBe(true);
    await act(async () => finish('/upload/v.jpg'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the failure message and does not report a path', async () => {
    const onUploaded = vi.fn();
    const upload = vi.fn(async () => {
      throw new Error('Upload failed');
    });
    renderWithQuery(
      <ImageUpload label="Voucher" onUploaded={onUploaded} compress={async (file) => file} upload={upload} />,
    );
    await pick(screen.getByLabelText('Voucher'));
    expect(screen.getByRole('alert').textContent).toBe('Upload failed');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says so when the file is not a picture', async () => {
    const upload = vi.fn();
    renderWithQuery(
      <ImageUpload
        label="Voucher"
        onUploaded={vi.fn()}
        compress={async () => {
          throw new Error('decode');
        }}
        upload={upload}
      />,
    );
    await pick(screen.getByLabelText('Voucher'));
    expect(screen.getByRole('alert').textContent).toBe('This file cannot be read as a picture');
    expect(upload).not.toHaveBeenCalled();
  });
});
