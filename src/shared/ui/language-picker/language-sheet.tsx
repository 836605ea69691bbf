import { useTranslation } from '../../i18n/use-translation';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../config/languages';
import { useChangeLanguage } from '../../hooks/use-change-language';
import { usePreferencesStore } from '../../state/preferences-store';
import { ChoiceList } from '../choice-list/choice-list';
import { BottomSheet } from '../dialog/bottom-sheet';

/** The eight languages of the app, each named in itself; choosing one switches the whole app to it. */
export function LanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
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
