import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LANGUAGE_NAMES } from '../../../shared/config/languages';
import { usePreferencesStore } from '../../../shared/state/preferences-store';
import { HeaderButton } from '../../../shared/ui/page-header/header-button';

// The sheet loads when first opened: the button sits on the login screen, whose start-up JavaScript is budgeted.
const LanguageSheet = lazy(() =>
  import('../../../shared/ui/language-picker/language-sheet').then((module) => ({ default: module.LanguageSheet })),
);

/** A compact globe button for page headers (login, registration): opens the language picker. */
export function LanguageButton() {
  const { t } = useTranslation('common');
  const language = usePreferencesStore((state) => state.language);
  const [open, setOpen] = useState(false);
  return (
    <>
      <HeaderButton
        label={t('language.current', { name: LANGUAGE_NAMES[language] })}
        onClick={() => setOpen(true)}
        strokeWidth={1.8}
        opensDialog
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9s1.3-6.4 3.8-9z" />
      </HeaderButton>
      {open && (
        <Suspense fallback={null}>
          <LanguageSheet open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
