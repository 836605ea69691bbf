import { useConvertCoin, useListConversionCoins } from '../../../gen/api/wallet/wallet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../../../shared/ui/layout/form-page.module.css';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { ConversionForm } from '../forms/conversion-form';
import { conversionBody, type ConversionValues } from '../forms/conversion.schema';

/** The `transfer` page: converts one coin of the spot account into another. */
export function ConversionScreen() {
  const { t } = useTranslation('transfers');
  const options = useListConversionCoins();
  const { mutateAsync, isPending } = useConvertCoin();
  const convert = async (values: ConversionValues, quoteId: string) => {
    try {
      showToast(await mutateAsync({ data: conversionBody(values, quoteId) }));
      return true;
    } catch {
      return false; // the server's reason was shown
    }
  };
  return (
    <main className={styles.page}>
      <PageHeader title={t('convertTitle')} back />
      <div className={styles.content}>
        <p className={`${introLine.intro} ${styles.intro}`}>{t('convertIntro')}</p>
        <QueryView query={options}>
          {(data) => <ConversionForm options={data} onConvert={convert} converting={isPending} />}
        </QueryView>
      </div>
    </main>
  );
}
