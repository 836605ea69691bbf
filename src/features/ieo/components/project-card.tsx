import { Link } from '../../../shared/ui/link/link';
import type { IeoProject } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { parseTime } from '../../../shared/lib/format/relative-time';
import { formatCompact } from '../../../shared/lib/format/number';
import card from '../../../shared/ui/card/card.module.css';
import { Countdown } from '../../../shared/ui/countdown/countdown';
import { ProgressBar } from '../../../shared/ui/progress/progress-bar';
import { subscribedOf } from '../lib/ieo-figures';
import { localTime } from '../../../shared/lib/format/server-time';

const PHASE_KEYS = { 1: 'phase.warmup', 2: 'phase.progress', 3: 'phase.ended' } as const;

/** One project: phase, progress of the sale, and a countdown to its start (warm-up) or its end (in progress). */
export function ProjectCard({ project, onPhaseEnd }: { project: IeoProject; onPhaseEnd: () => void }) {
  const { t } = useTranslation('ieo');
  const target = project.time_status === 1 ? project.start_at : project.end_at;
  const endsAt = parseTime(target)?.getTime();
  const open = project.time_status === 2;
  return (
    <article className={card.card} aria-label={project.title}>
      <div className={`${card.head} ${card.headWrap}`}>
        <span className={card.logo} aria-hidden="true">
          {project.currency_name.slice(0, 1)}
        </span>
        <div className={card.headText}>
          <h2 className={card.title}>{project.title}</h2>
          <p className={card.subtitle}>{project.summary}</p>
        </div>
        <span className={project.time_status === 2 ? `${card.badge} ${card.badgeActive}` : card.badge}>
          {t(PHASE_KEYS[project.time_status])}
        </span>
      </div>
      <ProgressBar percent={project.percentage} label={t('list.progress')} />
      <div className={card.head}>
        <span className={card.subtitle}>
          {t('list.sold', {
            sold: formatCompact(subscribedOf(project.amount, project.total_sell)),
            total: formatCompact(project.amount),
            coin: project.currency_name,
            percent: project.percentage,
          })}
        </span>
        {project.time_status !== 3 && endsAt !== undefined && (
          <span className={card.subtitle}>
            {t(project.time_status === 1 ? 'list.startsIn' : 'list.endsIn')}{' '}
            <Countdown endsAt={endsAt} onEnd={onPhaseEnd} />
          </span>
        )}
        {project.time_status === 3 && (
          <span className={card.subtitle}>{t('list.endedAt', { time: localTime(project.end_at) })}</span>
        )}
      </div>
      <div className={card.actions}>
        <Link
          to="/pages/ieo/subscribe"
          search={{ id: project.id }}
          className={card.link}
          aria-label={t(open ? 'list.subscribeNamed' : 'list.detailsNamed', { title: project.title })}
        >
          {t(open ? 'list.subscribe' : 'list.details')}
        </Link>
      </div>
    </article>
  );
}
