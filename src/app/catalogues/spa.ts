/** Loaders of the spa catalogues, one per namespace. */
export default import.meta.glob<{ default: Record<string, unknown> }>('../../locales/spa/*.json');
