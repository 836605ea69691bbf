/** Loaders of the th catalogues, one per namespace. */
export default import.meta.glob<{ default: Record<string, unknown> }>('../../locales/th/*.json');
