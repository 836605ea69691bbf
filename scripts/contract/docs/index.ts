/** The reference pages of both contracts (`npm run docs`), and the slot the mock fills with its own links. */
export { buildReferences, referenceDir, REFERENCES, versionOf, type Reference } from './build-references.ts';
export { MOCK_SLOT } from './index-page.ts';
