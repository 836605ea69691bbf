/**
 * The message centre: each user's mail (box 1 customer service, box 2 system) and the platform announcements
 * everyone shares (box 3), with read state per user. A new user finds a welcome and a security reminder; new mail
 * and announcements arrive through `deliverMail` and `announce` (the emitter's timers and the sandbox's `mail`
 * control), pushed as `mail_message` with the addressee's unread count.
 */
import type { Domain, EventPayload, SandboxTools } from '../domain.ts';
import { sharedSlice, userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import type { MessageKey } from '../messages.ts';
import { unixSeconds } from '../format.ts';
import type { UserState } from '../state/types.ts';

export type MailBox = 1 | 2 | 3;
type MailPayload = EventPayload<'mail_message'>;

/** A stored message: a template of the catalogue (read in the reader's language) or texts written as they are. */
export type MailRow = {
  id: number;
  type: MailBox;
  /** Unix seconds. */
  create_time: number;
} & ({ template: TemplateName } | MailContent);

type Mailbox = { mail: MailRow[]; read: number[] };

const mailboxOf = userSlice<Mailbox>('messages', () => ({ mail: [], read: [] }));
const announcementsOf = sharedSlice<MailRow[]>('announcements', () => []);

/** Texts of a message in the catalogue: title, body (HTML) and one-line summary. */
type MailTemplate = { title: MessageKey; body: MessageKey; abstract: MessageKey };

const MAIL_TEMPLATES = {
  welcome: { title: 'mailWelcomeTitle', body: 'mailWelcomeBody', abstract: 'mailWelcomeAbstract' },
  security: { title: 'mailSecurityTitle', body: 'mailSecurityBody', abstract: 'mailSecurityAbstract' },
  support: { title: 'mailSupportTitle', body: 'mailSupportBody', abstract: 'mailSupportAbstract' },
  maintenance: {
    title: 'announceMaintenanceTitle',
    body: 'announceMaintenanceBody',
    abstract: 'announceMaintenanceAbstract',
  },
  listing: { title: 'announceListingTitle', body: 'announceListingBody', abstract: 'announceListingAbstract' },
} satisfies Record<string, MailTemplate>;

export type TemplateName = keyof typeof MAIL_TEMPLATES;
export type MailContent = { title: string; content: string; abstract: string };

/** The row as the contract writes it, in the language of `tools`. */
function render(tools: SandboxTools, row: MailRow) {
  const { id, type, create_time } = row;
  if (!('template' in row))
    return { id, type, create_time, title: row.title, content: row.content, abstract: row.abstract };
  const template: MailTemplate = MAIL_TEMPLATES[row.template];
  return {
    id,
    type,
    create_time,
    title: tools.text(template.title),
    content: tools.text(template.body),
    abstract: tools.text(template.abstract),
  };
}

const visibleTo = (tools: SandboxTools, user: UserState): MailRow[] =>
  [
    ...mailboxOf(user).mail,
    ...announcementsOf(tools).filter((row) => row.create_time * 1000 >= user.createdAt - WEEK),
  ].sort((a, b) => b.create_time - a.create_time || b.id - a.id);

/** Announcements older than a week before the account was opened are not shown to it. */
const WEEK = 7 * 86_400_000;

const isRead = (user: UserState, row: MailRow) => mailboxOf(user).read.includes(row.id);
const withReadState = (tools: SandboxTools, user: UserState, row: MailRow) => ({
  ...render(tools, row),
  is_read: isRead(user, row) ? (1 as const) : (0 as const),
});

export function unreadMail(tools: SandboxTools, user: UserState, box?: MailBox): number {
  return visibleTo(tools, user).filter((row) => (box === undefined || row.type === box) && !isRead(user, row)).length;
}

function markRead(user: UserState, rows: MailRow[]): number {
  const { read } = mailboxOf(user);
  const fresh = rows.filter((row) => !read.includes(row.id));
  read.push(...fresh.map((row) => row.id));
  return fresh.length;
}

/** A new message in the user's box 1 or 2, pushed with their unread count. */
export function deliverMail(
  tools: SandboxTools,
  user: UserState,
  box: 1 | 2,
  content: MailContent | { template: TemplateName },
): MailPayload {
  const row: MailRow = { id: tools.nextId('mail', 2200), type: box, create_time: unixSeconds(tools.now), ...content };
  mailboxOf(user).mail.push(row);
  const payload: MailPayload = {
    type: 'mail_message',
    period: true,
    to: user.id,
    unread: unreadMail(tools, user),
    message: withReadState(tools, user, row),
  };
  tools.push(user, 'mail_message', payload);
  return payload;
}

/** A new platform announcement for everyone, kept once; the caller pushes it to each reader (announcementPush). */
export function announce(tools: SandboxTools, content: MailContent | { template: TemplateName }): MailRow {
  const row: MailRow = { id: tools.nextId('mail', 2200), type: 3, create_time: unixSeconds(tools.now), ...content };
  announcementsOf(tools).push(row);
  return row;
}

/** The push of an announcement in the language of `tools`: each reader hears it as their list will show it. */
export const announcementPush = (tools: SandboxTools, row: MailRow): MailPayload => ({
  type: 'mail_message',
  period: true,
  message: { ...render(tools, row), is_read: 0 },
});

export const deliverTemplate = (tools: SandboxTools, user: UserState, box: 1 | 2, template: TemplateName) =>
  deliverMail(tools, user, box, { template });

export const announceTemplate = (tools: SandboxTools, template: TemplateName) => announce(tools, { template });

function findVisible(tools: SandboxTools, user: UserState, id: number): MailRow {
  const row = visibleTo(tools, user).find((candidate) => candidate.id === id);
  if (!row) refuse('notFound');
  return row;
}

export const messagesDomain: Domain = {
  name: 'messages',
  handlers: {
    listMailMessages: (context) => {
      const { user, params } = context;
      const { type: box, page, limit } = params;
      const rows = visibleTo(context, user).filter((row) => box === undefined || row.type === box);
      return {
        list: rows.slice((page - 1) * limit, page * limit).map((row) => withReadState(context, user, row)),
        page,
        pages: Math.ceil(rows.length / limit),
        total: rows.length,
      };
    },
    getMailMessage: (context) => {
      const row = findVisible(context, context.user, context.params.id);
      markRead(context.user, [row]);
      return withReadState(context, context.user, row);
    },
    countUnreadMailMessages: (context) => unreadMail(context, context.user, context.params.type),
    markMailMessagesRead: (context) => {
      const { user, params } = context;
      if (params.id !== undefined) return markRead(user, [findVisible(context, user, params.id)]);
      const box = params.type;
      return markRead(
        user,
        visibleTo(context, user).filter((row) => box === undefined || row.type === box),
      );
    },
  },
  seedUser: (context) => {
    const { user } = context;
    const box = mailboxOf(user);
    // the security reminder follows the welcome; mail that comes later is never older than either
    box.mail.push(
      { id: context.nextId('mail', 2200), type: 2, create_time: unixSeconds(user.createdAt) - 1, template: 'welcome' },
      { id: context.nextId('mail', 2200), type: 2, create_time: unixSeconds(user.createdAt), template: 'security' },
    );
    // the platform has spoken before: every account finds one announcement from the day before it opened
    if (announcementsOf(context).length === 0)
      announcementsOf(context).push({
        id: context.nextId('mail', 2200),
        type: 3,
        create_time: unixSeconds(user.createdAt - 86_400_000),
        template: 'listing',
      });
  },
};
