import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  useGetAboutArticle,
  useGetComplianceArticle,
  useGetContactArticle,
  useGetFaqArticle,
} from '../../../gen/api/content/content';
import { ArticlePage } from '../components/article-page';

const LONG_LIVED = { query: { staleTime: 10 * 60 * 1000 } };

/** About us. */
export function AboutScreen() {
  const { t } = useTranslation('content');
  return <ArticlePage title={t('about')} query={useGetAboutArticle(undefined, LONG_LIVED)} />;
}

/** Contact us. */
export function ContactScreen() {
  const { t } = useTranslation('content');
  return <ArticlePage title={t('contact')} query={useGetContactArticle(undefined, LONG_LIVED)} />;
}

/** Frequently asked questions. */
export function FaqScreen() {
  const { t } = useTranslation('content');
  return <ArticlePage title={t('faq')} query={useGetFaqArticle(undefined, LONG_LIVED)} />;
}

/** Operational compliance. */
export function ComplianceScreen() {
  const { t } = useTranslation('content');
  return <ArticlePage title={t('compliance')} query={useGetComplianceArticle(undefined, LONG_LIVED)} />;
}
