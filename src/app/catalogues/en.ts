/** Loaders of the en catalogues, one per namespace. */
export default import.meta.glob<{ default: Record<string, unknown> }>('../../locales/en/*.json');
