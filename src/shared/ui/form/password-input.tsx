import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { StrokeIcon } from '../icon/stroke-icon';
import { TextInput, type TextInputProps } from './text-input';
import styles from './field.module.css';

/** A password input with a show/hide toggle, bound to whatever state the caller keeps. */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'addon'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className={styles.addon}
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
        >
          <StrokeIcon strokeWidth={1.8}>
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {!visible && <path d="M4 4l16 16" strokeLinecap="round" />}
          </StrokeIcon>
        </button>
      }
    />
  );
}
