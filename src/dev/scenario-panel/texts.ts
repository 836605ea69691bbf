/** The panel's texts, in every language of the app, added to the app's texts when the panel mounts (development only). */
import { i18n } from '../../shared/i18n/i18n';

export const PANEL_NAMESPACE = 'scenarioPanel';

const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });

export function addPanelTexts(): void {
  for (const [file, texts] of Object.entries(catalogues)) {
    const language = file.replace('./locales/', '').replace('.json', '');
    i18n.addResourceBundle(language, PANEL_NAMESPACE, texts, true, true);
  }
}
