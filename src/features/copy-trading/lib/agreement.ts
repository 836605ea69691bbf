/**
 * The copy-trading agreement, product content published in two languages only: Chinese (read by zh and hk users)
 * and English (everyone else). Each page shows its own language whatever the app's language is.
 */
export type Agreement = {
  lang: string;
  title: string;
  updated: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
};
