/** Loaders of the hk catalogues, one per namespace. */
export default import.meta.glob<{ default: Record<string, unknown> }>('../../locales/hk/*.json');
