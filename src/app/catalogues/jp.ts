/** Loaders of the jp catalogues, one per namespace. */
export default import.meta.glob<{ default: Record<string, unknown> }>('../../locales/jp/*.json');
