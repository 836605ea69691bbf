/**
 * The `POST /__sandbox/mail` control: new mail for one user (box 1 or 2, by login), or an announcement (box 3)
 * for every account, pushed at once as `mail_message`, so a test or a developer sees the badge and the list move
 * without waiting for the emitter's timers. The account is named by its `login` or a session `token`. Without a title the catalogue's texts are used.
 */
import type { Sandbox } from '../sandbox.ts';
import {
  announce,
  announcementPush,
  deliverMail,
  type MailContent,
  type MailRow,
  type TemplateName,
} from './messages.ts';

type Result = { message: unknown } | { status: number; error: string };

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** Pushes an announcement to each account named, in the account's own language (as its list will show it). */
export function pushAnnouncement(sandbox: Sandbox, row: MailRow, userIds: Iterable<number>): void {
  for (const id of userIds)
    sandbox.actFor(id, (tools, user) => tools.push(user, 'mail_message', announcementPush(tools, row)));
}

export function mailControl(sandbox: Sandbox, body: unknown): Result {
  const { login, token, type, title, content, abstract } = (body ?? {}) as Record<string, unknown>;
  if (type !== 1 && type !== 2 && type !== 3) return { status: 400, error: 'type must be 1, 2 or 3' };
  if (title !== undefined && (typeof title !== 'string' || !title || title.length > 200))
    return { status: 400, error: 'title must be a text of 1 to 200 characters' };
  const template: TemplateName = type === 1 ? 'support' : type === 2 ? 'security' : 'maintenance';
  const written = (fallback: MailContent): MailContent => ({
    title: text(title, fallback.title),
    content: text(content, fallback.content),
    abstract: text(abstract, fallback.abstract),
  });
  const what =
    title === undefined ? { template } : written({ title: '', content: `<p>${String(title)}</p>`, abstract: '' });
  if (type === 3) {
    const row = sandbox.act((tools) => announce(tools, what));
    pushAnnouncement(
      sandbox,
      row,
      sandbox.read((tools) => Object.values(tools.state.users).map((user) => user.id)),
    );
    return { message: sandbox.read((tools) => announcementPush(tools, row).message) };
  }
  let userId: number | undefined;
  if (typeof token === 'string') userId = sandbox.userForToken(token)?.id;
  else if (typeof login === 'string') userId = sandbox.act((tools) => tools.accounts.find(login)?.id);
  else return { status: 400, error: 'login (e-mail, phone or name) or token must name the account' };
  if (userId === undefined) return { status: 404, error: `no account ${String(login ?? token)}` };
  return { message: sandbox.actFor(userId, (tools, user) => deliverMail(tools, user, type, what).message) };
}
