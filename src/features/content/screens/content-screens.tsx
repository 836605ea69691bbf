import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  useGetAboutArticle,
  useGetComplianceArticle,
  useGetContactArticle,
  useGetFaqArticle,
} from '../../../gen/api/content/content';
import { ArticlePage } from '../components/article-page';

const LONG_LIVED = { query: { staleTime: 10 * 60 * 1000 } };

/** The reads of the articles, each named as its title in the texts. */
const ARTICLE_READS = {
  about: useGetAboutArticle,
  contact: useGetContactArticle,
  faq: useGetFaqArticle,
  compliance: useGetComplianceArticle,
};

/** A screen of one article: its title, then its text, read again at most every ten minutes. */
function ArticleScreen({ article }: { article: keyof typeof ARTICLE_READS }) {
  const { t } = useTranslation('content');
  const useArticle = ARTICLE_READS[article];
  return <ArticlePage title={t(article)} query={useArticle(undefined, LONG_LIVED)} />;
}

/** About us. */
export const AboutScreen = () => <ArticleScreen article="about" />;

/** Contact us. */
export const ContactScreen = () => <ArticleScreen article="contact" />;

/** Frequently asked questions. */
export const FaqScreen = () => <ArticleScreen article="faq" />;

/** Operational compliance. */
export const ComplianceScreen = () => <ArticleScreen article="compliance" />;
