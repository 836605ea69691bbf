/**
 * What the exchange's editors write reaches every reader in their language: the home pop-up, announcements and
 * banners, each article, the site's pages, the IEO projects, the financial products and the NFT market come from
 * the mock's content catalogues, not from the contract's English examples; mail and the support agent's answers
 * from its message catalogues. In Japanese no sentence is in Latin script, in English none is in an Asian script; one id is
 * always the same text, and each page (about us, contact us, the FAQ, compliance) is its own.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox, type Session } from './harness.ts';
import { asianTexts, latinSentences, proseOf } from './reading.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001 });

type Read = Parameters<Session['call']>[0];

/** Every content read of the contract the sandbox answers, as the app calls it. */
const READS: Record<string, Read> = {
  homePopup: (api) => api.getNewsPopup(),
  announcements: (api) => api.listNews({ c_id: 4 }),
  banners: (api) => api.listNews({ c_id: 5 }),
  announcement: (api) => api.getNewsDetail({ id: 318 }),
  faq: (api) => api.getFaqArticle(),
  about: (api) => api.getAboutArticle(),
  contact: (api) => api.getContactArticle(),
  compliance: (api) => api.getComplianceArticle(),
  inviteRules: (api) => api.getInviteRebateArticle(),
  ieoProjects: (api) => api.listIeoProjects(),
  ieoProjectInProgress: (api) => api.getIeoProject({ project_id: 12 }),
  ieoProjectWarmingUp: (api) => api.getIeoProject({ project_id: 13 }),
  ieoProjectEnded: (api) => api.getIeoProject({ project_id: 9 }),
  lockMiningProducts: (api) => api.listLockMiningProducts(),
  dualProducts: (api) => api.listDualProducts({ type: 'call' }),
  dualProduct: async (api) => {
    const [first] = (await api.listDualProducts({ type: 'put' })).dual_currencys;
    return api.getDualProduct({ id: first.id });
  },
  nftArtworks: (api) => api.listNftArtworks(),
  nftArtwork: (api) => api.getNftArtworkDetail({ id: 128 }),
  nftBlindBoxes: (api) => api.listNftArtworks({ pay_type: 3 }),
  nftArtists: (api) => api.listNftArtists(),
  nftArtist: (api) => api.getNftArtistDetail({ uid: 20418 }),
  systemMail: (api) => api.listMailMessages({ type: 2 }),
  mailAnnouncements: (api) => api.listMailMessages({ type: 3 }),
};

describe('content in the reader’s language', () => {
  it.each([
    ['jp', 'USDT の入金がまだ届きません。', latinSentences],
    ['en', 'My USDT deposit has not arrived yet.', asianTexts],
  ] as const)('the support agent answers in %s', async (lang, question, unreadable) => {
    const user = await sandbox.session({ lang });
    await user.call((api) => api.openSupportChat());
    await user.call((api) => api.sendSupportChatMessage({ content: question, type: 'text' }));
    await sandbox.control.advance(2000);
    const answers = (await user.call((api) => api.listSupportChatLogs({}))).data.filter(
      (message) => message.from === 'agent',
    );
    expect(answers.length).toBeGreaterThan(0);
    expect(unreadable(answers)).toEqual([]);
  });

  it.each(Object.keys(READS))('%s: Japanese without a sentence in Latin script', async (name) => {
    const user = await sandbox.session({ lang: 'jp' });
    const answer = await user.call(READS[name]);
    expect(proseOf(answer).length).toBeGreaterThan(0);
    expect(latinSentences(answer)).toEqual([]);
  });

  it.each(Object.keys(READS))('%s: English in English, the same text twice', async (name) => {
    const user = await sandbox.session({ lang: 'en' });
    const answer = await user.call(READS[name]);
    expect(asianTexts(answer)).toEqual([]);
    expect(proseOf(answer).some((text) => /[A-Za-z]{3}/.test(text))).toBe(true);
    expect(await user.call(READS[name])).toEqual(answer);
  });

  it('every language reads its own text of the same article', async () => {
    const titles = new Set<string>();
    for (const lang of ['zh', 'en', 'hk', 'th', 'jp', 'kor', 'fra', 'spa']) {
      const user = await sandbox.session({ lang });
      const article = await user.call((api) => api.getNewsDetail({ id: 318 }));
      expect(article.lang).toBe(lang);
      titles.add(article.title);
    }
    expect(titles.size).toBe(8);
  });

  it('about us, contact us, the FAQ and compliance are each their own page', async () => {
    const user = await sandbox.session({ lang: 'en' });
    const pages = [
      await user.call((api) => api.getAboutArticle()),
      await user.call((api) => api.getContactArticle()),
      await user.call((api) => api.getFaqArticle()),
      await user.call((api) => api.getComplianceArticle()),
    ];
    expect(pages.map((page) => page.c_id)).toEqual([19, 33, 18, 34]);
    expect(new Set(pages.map((page) => page.id)).size).toBe(4);
    expect(pages.map((page) => page.title)).toEqual([
      'About Tradedesk',
      'Contact us',
      'Frequently asked questions',
      'Operational compliance',
    ]);
  });

  it('each announcement of the list opens as the same article', async () => {
    const user = await sandbox.session({ lang: 'jp' });
    const { list, count } = await user.call((api) => api.listNews({ c_id: 4 }));
    expect(count).toBe(list.length);
    for (const row of list) {
      const article = await user.call((api) => api.getNewsDetail({ id: row.id }));
      expect({ title: article.title, content: article.content }).toEqual({ title: row.title, content: row.content });
    }
  });

  it('an IEO project reads the same in its list and its page, in every language its own', async () => {
    const names = new Set<string>();
    for (const lang of ['jp', 'en', 'fra']) {
      const user = await sandbox.session({ lang });
      const { list } = await user.call((api) => api.listIeoProjects());
      const { info } = await user.call((api) => api.getIeoProject({ project_id: 13 }));
      const row = list.find((project) => project.id === 13);
      expect({ title: info.title, summary: info.summary }).toEqual({ title: row?.title, summary: row?.summary });
      names.add(info.summary);
    }
    expect(names.size).toBe(3);
  });

  it('a blind box opens into an artwork named in its owner’s language, its artist’s nickname kept', async () => {
    const owner = await sandbox.session({ lang: 'jp' });
    const [box] = await owner.call((api) => api.listNftArtworks({ pay_type: 3 }));
    await owner.call((api) => api.buyNftArtwork({ code: box.code }));
    const opened = await owner.call((api) => api.openNftBlindBox({ code: box.code }));
    expect(opened.name).toMatch(/^シーズン2 #\d+ · \S+$/);
    expect(latinSentences(opened)).toEqual([]);
    expect(opened.author_name).toBe(box.author_name);
  });

  it('an unknown article is refused in the reader’s language', async () => {
    const user = await sandbox.session({ lang: 'jp' });
    await expect(user.call((api) => api.getNewsDetail({ id: 999_999 }))).rejects.toThrow('記事が見つかりません');
  });

  it('an article keeps its date as days pass: across midnight and a week later', async () => {
    const user = await sandbox.session({ lang: 'en' });
    const dates = async () => [
      (await user.call((api) => api.getAboutArticle())).create_time,
      (await user.call((api) => api.getComplianceArticle())).create_time,
    ];
    const before = await dates();
    // to a second past the next midnight, then a week on
    const now = (await sandbox.control.stats()).clock.now;
    await sandbox.control.advance(86_400_000 - (now % 86_400_000) + 1000);
    expect(await dates()).toEqual(before);
    await sandbox.control.advance(7 * 86_400_000);
    expect(await dates()).toEqual(before);
  });
});
