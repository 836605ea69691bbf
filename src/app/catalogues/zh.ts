/** Loaders of the zh catalogues, one per namespace. */
export default import.meta.glob<{ default: Record<string, unknown> }>('../../locales/zh/*.json');
