import type { RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router';
import { Link } from '../link/link';
import { StrokeIcon } from '../icon/stroke-icon';
import type { ReactNode } from 'react';
import styles from './cell.module.css';

type CellContentProps = {
  label: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
  /** Text or control at the right end (current value, switch, badge). */
  value?: ReactNode;
  icon?: ReactNode;
};

function Arrow() {
  return (
    <StrokeIcon className={styles.arrow} size={16}>
      <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

function Content({ label, description, value, icon }: CellContentProps) {
  return (
    <>
      {icon && <span className={styles.icon}>{icon}</span>}
      <span className={styles.label}>
        {label}
        {description && <span className={styles.description}>{description}</span>}
      </span>
      {value !== undefined && <span className={styles.value}>{value}</span>}
    </>
  );
}

/** One row of a settings-style list. With `onClick` it is a button with an arrow. */
export function Cell({ onClick, ...content }: CellContentProps & { onClick?: () => void }) {
  if (!onClick)
    return (
      <div className={styles.cell}>
        <Content {...content} />
      </div>
    );
  return (
    <button type="button" className={styles.cell} onClick={onClick}>
      <Content {...content} />
      <Arrow />
    </button>
  );
}

type CellLinkProps<TRouter extends RegisteredRouter = RegisteredRouter, TOptions = unknown> = CellContentProps & {
  /** The page it opens (`to`, and `search` or `params` when the page takes them), checked against the route tree. */
  link: ValidateLinkOptions<TRouter, TOptions>;
};

/** A list row that opens another page of the app. */
export function CellLink<TRouter extends RegisteredRouter, TOptions>(
  props: CellLinkProps<TRouter, TOptions>,
): ReactNode;
export function CellLink({ link, ...content }: CellLinkProps) {
  return (
    <Link {...link} className={styles.cell}>
      <Content {...content} />
      <Arrow />
    </Link>
  );
}

/** A group of rows: `<CellGroup><li><Cell .../></li></CellGroup>` or any children. */
export function CellGroup({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.group} aria-label={label}>
      {children}
    </ul>
  );
}
