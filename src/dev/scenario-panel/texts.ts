/** The panel's texts, in every language of the app, added to i18next when the panel mounts (development only). */
import i18next from 'i18next';

export const PANEL_NAMESPACE = 'scenarioPanel';

const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });

export function addPanelTexts(): void {
  for (const [file, texts] of Object.entries(catalogues)) {
    const language = file.replace('./locales/', '').replace('.json', '');
    i18next.addResourceBundle(language, PANEL_NAMESPACE, texts, true, true);
  }
}
