import { useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListAreaCodes } from '../../../gen/api/auth/auth';
import type { AreaCode } from '../../../gen/model';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { appHref, withSearchParam, type AppHref, type AppPath } from '../../../shared/lib/navigation/app-path';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryBody } from '../../../shared/ui/layout/query-body';
import { AreaCodeList } from '../components/area-code-list';
import styles from '../components/area-code-list.module.css';
import { filterAreaCodes } from '../lib/filter-area-codes';

/**
 * Chooses a phone area code and returns it to the form that asked (`redirect`, the form's page) as its
 * `area_code` search parameter; the form kept what the user had typed.
 */
export function AreaCodeScreen({ fallback }: { fallback: AppPath }) {
  const { t } = useTranslation('auth');
  const { routesByPath } = useRouter();
  const { returnTo } = useAppNavigation();
  const { redirect } = useSearch({ strict: false });
  const back = appHref(routesByPath, redirect) ?? fallback;
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query);
  const areaCodes = useListAreaCodes(undefined, {
    query: { staleTime: 60 * 60 * 1000 },
  });

  const leave = (href: AppHref) => void returnTo(href);
  const pick = (code: AreaCode) => leave(withSearchParam(back, 'area_code', String(code.area_code)));

  return (
    <main>
      <PageHeader
        title={t('area.title')}
        right={
          <button type="button" className={styles.cancel} onClick={() => leave(back)}>
            {t('area.cancel')}
          </button>
        }
      />
      <label className={styles.search}>
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('area.searchPlaceholder')}
          aria-label={t('area.search')}
        />
      </label>
      <QueryBody query={areaCodes}>
        {(codes) => <AreaCodeList codes={filterAreaCodes(codes, settled)} onPick={pick} />}
      </QueryBody>
    </main>
  );
}
