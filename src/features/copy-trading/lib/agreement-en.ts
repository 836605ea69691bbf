import type { Agreement } from './agreement';

/** The copy-trading agreement in English. */
export const AGREEMENT_EN: Agreement = {
  lang: 'en',
  title: 'Copy Trading Agreement',
  updated: 'Effective date: 1 November 2026',
  sections: [
    {
      heading: '1. Scope',
      paragraphs: [
        'This agreement governs your use of the copy-trading service, through which futures orders opened by a trader you choose are automatically reproduced in your futures account. By ticking "I have read and accept" and following a trader, you accept this agreement in addition to the platform’s user agreement and risk disclosure.',
      ],
    },
    {
      heading: '2. How copying works',
      paragraphs: [
        'Once you follow a trader, every new futures position the trader opens is copied into your futures account at the market price available when the copy is placed. Positions the trader opened before you followed are not copied.',
        'In fixed-multiple mode each copied order is the trader’s order size multiplied by your multiple (at most 5; a multiple above 1 that is not a whole number is rounded to two decimal places). In fixed-lots mode each copied order is the number of lots you set (a whole number, at most 5), whatever the trader’s size.',
        'When the trader closes a position, your copy of it is closed at the market price available at that moment. Prices, fees and overnight charges of your copies are calculated on your own positions and may differ from the trader’s.',
      ],
    },
    {
      heading: '3. Margin and balance',
      paragraphs: [
        'Copied orders are paid from the available USDT balance of your futures account. If you set a follow amount, copies that would take the margin used by this trader’s copies above that amount are skipped. A copy that your balance cannot pay for is skipped and is not placed later.',
        'You can follow at most two traders at a time. A trader cannot follow other traders.',
      ],
    },
    {
      heading: '4. Stopping and self-hold',
      paragraphs: [
        'You may stop following a trader at any time. New orders of the trader are then no longer copied; copies that are already open stay open until the trader closes them or you close them yourself.',
        'You may convert an open copy to self-hold. It then becomes your own position: it is no longer closed when the trader closes theirs, and its take-profit, stop-loss and closing are entirely your decision.',
      ],
    },
    {
      heading: '5. Traders',
      paragraphs: [
        'Traders are users approved by the platform. Their statistics (total profit and loss, accuracy, profitable orders, followers and yesterday’s return) are computed from their closed positions and refreshed every hour; they describe the past and do not promise future results.',
        'Traders do not give investment advice and are not your agents. The platform does not guarantee the quality, continuity or profitability of any trader’s orders.',
      ],
    },
    {
      heading: '6. Risks',
      paragraphs: [
        'Futures trading uses leverage: a small price movement can cause a loss larger than the margin of a position, and positions may be liquidated. Copying multiplies the trader’s gains and losses by the size you choose. Market gaps, latency and insufficient balance may make your results differ from the trader’s.',
        'Only use funds you can afford to lose. You remain solely responsible for the decision to follow a trader and for every copied position.',
      ],
    },
    {
      heading: '7. Fees',
      paragraphs: [
        'Copied positions pay the same trading fee and overnight charge as any futures position of your account, at the rates shown on the trading screen when the copy is placed. The platform may introduce a profit share for traders with notice published in the message centre at least seven days in advance.',
      ],
    },
    {
      heading: '8. Changes and suspension',
      paragraphs: [
        'The platform may suspend copying of a trader or of all traders in abnormal market conditions, for maintenance or when required by law, and may amend this agreement with notice in the message centre. Continuing to follow a trader after an amendment takes effect means you accept it.',
      ],
    },
  ],
};
