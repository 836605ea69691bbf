import { getRouteApi } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { useReplaceSearch } from '../../../shared/lib/navigation/use-replace-search';
import { ArtworkGrid } from '../components/artwork-grid';
import { listNftArtworksMaxLengths } from '../../../gen/form-lengths/listNftArtworks';
import { searchSchema } from '../forms/search.schema';
import styles from '../components/nft.module.css';

const route = getRouteApi('/_authed/pages/nft/components/search');

/** Artworks whose name holds the keyword; a search needs one. The keyword stays in the address (back keeps it). */
export function NftSearchScreen() {
  const { t } = useTranslation(['nft', 'validation']);
  const { keyword } = route.useSearch();
  const replaceSearch = useReplaceSearch(route);
  return (
    <main className={styles.page}>
      <PageHeader title={t('search.title')} back />
      <div className={styles.content}>
        <Formik
          initialValues={{ keyword: keyword ?? '' }}
          validationSchema={searchSchema}
          onSubmit={(values) => replaceSearch({ keyword: values.keyword.trim() })}
        >
          <Form noValidate role="search" aria-label={t('search.title')}>
            <TextField
              name="keyword"
              type="search"
              label={t('search.keyword')}
              placeholder={t('search.placeholder')}
              maxLength={listNftArtworksMaxLengths.keyword}
            />
            <SubmitButton>{t('search.submit')}</SubmitButton>
          </Form>
        </Formik>
      </div>
      {keyword && (
        <ArtworkGrid
          filter={{ keyword }}
          label={t('search.results', { keyword })}
          emptyText={t('search.empty', { keyword })}
        />
      )}
    </main>
  );
}
