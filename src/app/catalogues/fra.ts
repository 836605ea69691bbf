/** Loaders of the fra catalogues, one per namespace. */
export default import.meta.glob<{ default: Record<string, unknown> }>('../../locales/fra/*.json');
