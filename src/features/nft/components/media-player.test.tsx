// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestI18n } from '../../../shared/testing/test-i18n';
import { MediaPlayer } from './media-player';

beforeAll(async () => {
  await setUpTestI18n('en');
});
afterEach(cleanup);

describe('MediaPlayer', () => {
  it('plays audio beside its cover, and says "audio file error" when the file cannot play', () => {
    const { container } = render(
      <MediaPlayer type={3} src="/upload/media/1.mp3" cover="/upload/art/6.svg" title="Quiet Orbit" />,
    );
    const audio = container.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('/upload/media/1.mp3');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.error(audio);
    expect(screen.getByRole('alert').textContent).toBe('Audio file error');
    expect(container.querySelector('audio')).toBeNull();
  });

  it('plays video with its cover as poster, and reports a broken file the same way', () => {
    const { container } = render(
      <MediaPlayer type={4} src="/upload/media/2.mp4" cover="/upload/art/3.svg" title="Deep Sea Signal" />,
    );
    const video = container.querySelector('video')!;
    expect(video.getAttribute('poster')).toBe('/upload/art/3.svg');
    fireEvent.error(video);
    expect(screen.getByRole('alert').textContent).toBe('Audio file error');
  });

  it('reports an artwork with no media file at once', () => {
    render(<MediaPlayer type={4} src={undefined} cover="/upload/art/3.svg" title="Deep Sea Signal" />);
    expect(screen.getByRole('alert').textContent).toBe('Audio file error');
  });
});
