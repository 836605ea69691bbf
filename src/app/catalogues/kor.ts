/** Loaders of the kor catalogues, one per namespace. */
export default import.meta.glob<{ default: Record<string, unknown> }>('../../locales/kor/*.json');
