import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../shared/config/languages';
import { useChangeLanguage } from '../../../shared/hooks/use-change-language';
import { usePreferencesStore } from '../../../shared/state/preferences-store';
import { BottomSheet } from '../../../shared/ui/dialog/bottom-sheet';
import { ChoiceList } from './choice-list';

/** The eight languages of the app, each named in itself. */
export function LanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const language = usePreferencesStore((state) => state.language);
  const changeLanguage = useChangeLanguage();
  const choose = (value: string) => {
    if (isLanguage(value)) void changeLanguage(value);
    onClose();
  };
  return (
    <BottomSheet open={open} title={t('language.title')} onClose={onClose}>
      <ChoiceList
        label={t('language.title')}
        choices={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        selected={language}
        onChoose={choose}
      />
    </BottomSheet>
  );
}
