import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import {
  getListGuessRoundsQueryKey,
  getListMyGuessBetsQueryKey,
  listGuessRounds,
  listMyGuessBets,
  usePlaceGuessBet,
} from '../../../gen/api/game/game';
import type { GuessBet, GuessOption, GuessRound } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NO_VALUE } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { invalidateReads } from '../../../shared/lib/query/invalidation';
import card from '../../../shared/ui/card/card.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromPageData } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { useSearchTabs } from '../../../shared/ui/layout/search-tabs';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { useGuessResults } from '../api/use-guess-results';
import { useUsdtBalance } from '../api/use-usdt-balance';
import { BetCard } from '../components/bet-card';
import { BetSheet } from '../components/bet-sheet';
import styles from '../components/guess.module.css';
import { RoundCard } from '../components/round-card';
import type { BetValues } from '../forms/bet.schema';
import { GUESS_SEARCH_TAB } from '../lib/guess-search';

const route = getRouteApi('/_authed/pages/game/game');

/** The guess game: the rounds in their states with their options, a bet on an open one, and my bets. */
export function GameScreen() {
  const { t } = useTranslation('guess');
  const tabs = useSearchTabs(route, GUESS_SEARCH_TAB, t('tabs'), (key) => t(`tab.${key}`));
  const queryClient = useQueryClient();
  const balance = useUsdtBalance();
  const { mutateAsync } = usePlaceGuessBet();
  const [choice, setChoice] = useState<{ round: GuessRound; option: GuessOption } | null>(null);
  useGuessResults();

  const bet = async ({ amount }: BetValues) => {
    if (!choice) return;
    try {
      await mutateAsync({ data: { id: choice.round.id, option: choice.option.key, amount: amount.trim() } });
    } catch {
      return; // the server's reason was shown; the sheet keeps the amount
    }
    showToast(t('sheet.placed'));
    setChoice(null);
    tabs.onChange('bets');
  };

  return (
    <main className={card.page}>
      <PageHeader title={t('title')} back />
      <p className={styles.balance}>
        <span>{t('balance')}</span>
        <strong>{balance === undefined ? NO_VALUE : `${formatCoinAmount(balance, 'USDT')} USDT`}</strong>
      </p>
      <p className={`${card.note} ${card.content}`}>{t('intro')}</p>
      <Tabs {...tabs} sticky>
        {tabs.value === 'rounds' ? (
          <PaginatedList<GuessRound>
            key="rounds"
            label={t('tab.rounds')}
            className={`${card.list} ${styles.feed}`}
            queryKey={getListGuessRoundsQueryKey()}
            fetchPage={async (page, limit, signal) => fromPageData(await listGuessRounds({ page, limit }, { signal }))}
            itemKey={(round) => round.id}
            renderItem={(round) => (
              <RoundCard
                round={round}
                onChoose={(chosen, option) => setChoice({ round: chosen, option })}
                onTimeUp={() => void invalidateReads(queryClient, ['listGuessRounds'])}
              />
            )}
            emptyText={t('roundsEmpty')}
          />
        ) : (
          <PaginatedList<GuessBet>
            key="bets"
            label={t('tab.bets')}
            className={`${card.list} ${styles.feed}`}
            queryKey={getListMyGuessBetsQueryKey()}
            fetchPage={async (page, limit, signal) => fromPageData(await listMyGuessBets({ page, limit }, { signal }))}
            itemKey={(item) => item.id}
            renderItem={(item) => <BetCard bet={item} />}
            emptyText={t('betsEmpty')}
          />
        )}
      </Tabs>
      {choice && (
        <BetSheet
          round={choice.round}
          option={choice.option}
          balance={balance}
          onSubmit={bet}
          onClose={() => setChoice(null)}
        />
      )}
    </main>
  );
}
