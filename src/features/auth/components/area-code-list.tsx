import { useTranslation } from '../../../shared/i18n/use-translation';
import type { AreaCode } from '../../../gen/model';
import { EmptyState } from '../../../shared/ui/state/empty-state';
import styles from './area-code-list.module.css';

type AreaCodeListProps = { codes: AreaCode[]; onPick: (code: AreaCode) => void };

export function AreaCodeList({ codes, onPick }: AreaCodeListProps) {
  const { t } = useTranslation('auth');
  if (codes.length === 0) return <EmptyState text={t('area.noMatch')} />;
  return (
    <ul className={styles.list} aria-label={t('area.listLabel')}>
      {codes.map((code) => (
        <li key={code.id}>
          <button type="button" className={styles.item} onClick={() => onPick(code)}>
            <span className={styles.name}>
              {code.name}
              {code.name_en !== code.name && <span className={styles.english}>{code.name_en}</span>}
            </span>
            <span className={styles.code}>+{code.area_code}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
