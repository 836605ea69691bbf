import type { ReactNode } from 'react';
import card from '../card/card.module.css';
import { Link } from '../link/link';
import type { AppPath } from '../../lib/navigation/app-path';
import { PageHeader, type HeaderLink } from '../page-header/page-header';
import { Tabs, type TabsProps } from '../tabs/tabs';

type ListScreenProps<K extends string> = {
  title: string;
  /** The header's text link: the screen's records, or the list they come from. */
  link?: HeaderLink;
  /** A note under the header: what the list offers. */
  intro?: ReactNode;
  /** The page that explains the list, linked at the end of the note. */
  help?: { to: AppPath; label: string };
  /** The lists as tabs kept under the header; the screen keeps the chosen one in the URL. */
  tabs?: Omit<TabsProps<K>, 'children' | 'sticky'>;
  /** The list, its empty and failed states (a QueryView or a PaginatedList). */
  children: ReactNode;
};

/** A list screen: its header with a back button, an optional note, and the list, under tabs when it has several. */
export function ListScreen<K extends string>({ title, link, intro, help, tabs, children }: ListScreenProps<K>) {
  return (
    <main className={card.page}>
      <PageHeader title={title} back link={link} />
      {intro && (
        <p className={`${card.note} ${card.content}`}>
          {intro}
          {help && (
            <>
              {' '}
              <Link to={help.to} className={card.link}>
                {help.label}
              </Link>
            </>
          )}
        </p>
      )}
      {tabs ? (
        <Tabs {...tabs} sticky>
          {children}
        </Tabs>
      ) : (
        children
      )}
    </main>
  );
}
