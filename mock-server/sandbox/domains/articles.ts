/**
 * What the exchange's editors write for everyone: announcements, home banners, the home pop-up, the FAQ, about
 * us, contact us, compliance, the user agreement and the invitation rules. Each id is one article whose text
 * comes from the content catalogue of the request's language (mock-server/content/<lang>/articles.json), so a
 * page always shows its own article, in the reader's language.
 */
import { contentOf } from '../content.ts';
import type { Contract, Domain, SandboxTools } from '../domain.ts';
import { refuse } from '../errors.ts';
import { dateTimeText } from '../format.ts';

type ArticleId = keyof ReturnType<typeof contentOf<'articles'>>;

/** Categories of the `news` table, as the contract numbers them. */
const CATEGORY = {
  announcements: 4,
  banners: 5,
  faq: 18,
  about: 19,
  inviteRules: 23,
  popup: 32,
  contact: 33,
  compliance: 34,
  agreement: 35,
} as const;

type Article = {
  id: ArticleId;
  category: number;
  /** Published that many days before the mock's day, at `hour`: the dates stay in the past as the clock runs. */
  daysAgo: number;
  hour: number;
  image: string;
  views: number;
  sorts: number;
};

const ARTICLES: Article[] = [
  {
    id: '318',
    category: CATEGORY.announcements,
    daysAgo: 1,
    hour: 10,
    image: '/upload/banner/1.svg',
    views: 1834,
    sorts: 0,
  },
  {
    id: '312',
    category: CATEGORY.announcements,
    daysAgo: 5,
    hour: 18,
    image: '/upload/banner/2.svg',
    views: 2410,
    sorts: 0,
  },
  {
    id: '306',
    category: CATEGORY.announcements,
    daysAgo: 9,
    hour: 11,
    image: '/upload/banner/3.svg',
    views: 3126,
    sorts: 0,
  },
  {
    id: '301',
    category: CATEGORY.announcements,
    daysAgo: 14,
    hour: 9,
    image: '/upload/banner/1.svg',
    views: 2764,
    sorts: 0,
  },
  { id: '501', category: CATEGORY.banners, daysAgo: 3, hour: 9, image: '/upload/banner/1.svg', views: 0, sorts: 20 },
  { id: '502', category: CATEGORY.banners, daysAgo: 12, hour: 9, image: '/upload/banner/3.svg', views: 0, sorts: 10 },
  { id: '320', category: CATEGORY.popup, daysAgo: 2, hour: 0, image: '/upload/banner/3.svg', views: 5402, sorts: 10 },
  { id: '180', category: CATEGORY.faq, daysAgo: 90, hour: 12, image: '/upload/banner/2.svg', views: 9120, sorts: 0 },
  { id: '190', category: CATEGORY.about, daysAgo: 200, hour: 12, image: '/upload/banner/1.svg', views: 6350, sorts: 0 },
  {
    id: '230',
    category: CATEGORY.inviteRules,
    daysAgo: 120,
    hour: 12,
    image: '/upload/banner/2.svg',
    views: 4211,
    sorts: 0,
  },
  {
    id: '330',
    category: CATEGORY.contact,
    daysAgo: 200,
    hour: 12,
    image: '/upload/banner/3.svg',
    views: 3980,
    sorts: 0,
  },
  {
    id: '340',
    category: CATEGORY.compliance,
    daysAgo: 150,
    hour: 12,
    image: '/upload/banner/2.svg',
    views: 1507,
    sorts: 0,
  },
  {
    id: '350',
    category: CATEGORY.agreement,
    daysAgo: 200,
    hour: 12,
    image: '/upload/banner/1.svg',
    views: 2875,
    sorts: 0,
  },
];

const DAY_MS = 86_400_000;

/**
 * The publication time of an article: `daysAgo` days before the exchange's first day (the day the sandbox's state
 * was made). It stays where it is as the clock moves: an article read just before midnight and just after, or a
 * week later, has the same date.
 */
function publishedAt(article: Article, firstDay: number): string {
  const start = new Date(firstDay).setUTCHours(0, 0, 0, 0);
  return dateTimeText(start - article.daysAgo * DAY_MS + article.hour * 3_600_000);
}

function articleOf({ lang, state }: SandboxTools, article: Article): Contract.NewsArticle {
  const text = contentOf('articles', lang)[article.id];
  const created = publishedAt(article, state.createdAt);
  return {
    id: Number(article.id),
    c_id: article.category,
    lang,
    title: text.title,
    recommend: 1,
    audit: 1,
    display: 1,
    discuss: 0,
    author: text.author,
    browse_grant: 0,
    keyword: text.keyword,
    abstract: text.abstract,
    content: text.content,
    views: article.views,
    create_time: created,
    update_time: created,
    thumbnail: article.image,
    cover: article.image,
    sorts: article.sorts,
  };
}

const listItem = (article: Contract.NewsArticle): Contract.NewsListItem => ({
  id: article.id,
  c_id: article.c_id,
  lang: article.lang,
  title: article.title,
  abstract: article.abstract,
  content: article.content,
  create_time: article.create_time,
  thumbnail: article.thumbnail,
  cover: article.cover,
  sorts: article.sorts,
});

/** The one article of a page (FAQ, about us...): a category the site writes once. */
function pageOf(tools: SandboxTools, category: number): Contract.NewsArticle {
  const article = ARTICLES.find((row) => row.category === category);
  if (!article) refuse('articleNotFound');
  return articleOf(tools, article);
}

export const articlesDomain: Domain = {
  name: 'articles',
  handlers: {
    listNews: (context) => {
      const { params } = context;
      // newest first, as the site lists them; banners by their display order
      const rows = ARTICLES.filter((row) => row.category === params.c_id).sort(
        (a, b) => b.sorts - a.sorts || a.daysAgo - b.daysAgo,
      );
      const start = (params.page - 1) * params.limit;
      return {
        version: context.example('listNews').version,
        list: rows.slice(start, start + params.limit).map((row) => listItem(articleOf(context, row))),
        count: rows.length,
        page: params.page,
        limit: params.limit,
      };
    },
    getNewsDetail: (context) => {
      const article = ARTICLES.find((row) => Number(row.id) === context.params.id);
      if (!article) refuse('articleNotFound');
      return articleOf(context, article);
    },
    getNewsPopup: (context) => pageOf(context, CATEGORY.popup),
    getFaqArticle: (context) => pageOf(context, CATEGORY.faq),
    getAboutArticle: (context) => pageOf(context, CATEGORY.about),
    getContactArticle: (context) => pageOf(context, CATEGORY.contact),
    getComplianceArticle: (context) => pageOf(context, CATEGORY.compliance),
    getInviteRebateArticle: (context) => {
      const article = pageOf(context, CATEGORY.inviteRules);
      return {
        id: article.id,
        c_id: CATEGORY.inviteRules,
        lang: article.lang,
        title: article.title,
        author: article.author,
        keyword: article.keyword,
        abstract: article.abstract,
        content: article.content,
        views: article.views,
        thumbnail: article.thumbnail,
        sorts: article.sorts,
        create_time: article.create_time,
        update_time: article.update_time,
      };
    },
  },
};
