import {
  alertSearchQuery,
  apiPaths,
  jobAlertMailText as t,
  PRODUCT_NAME,
  type AlertSearch,
} from '@hireloop/shared';
import type { Mail } from '../../lib/mailer';
import { escapeHtml, layout } from '../mail/templates';
import type { AlertJob } from './new-jobs-for-alert';

export interface AlertMailInput {
  to: string;
  name: string;
  search: AlertSearch;
  jobs: AlertJob[];
  total: number;
  publicUrl: string;
  token: string;
}

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;

/**
 * The mail of one alert run: up to ALERT_MAIL_JOBS new jobs, a link to all of them on Find Jobs,
 * to the alerts page, and the unsubscribe link, with the one-click headers of RFC 8058 (a POST to
 * the API; the visible link opens a page that asks first, so scanners that open links do nothing).
 */
export function alertMail(input: AlertMailInput): Mail {
  const { publicUrl, name, jobs, total } = input;
  const token = encodeURIComponent(input.token);
  const seeAll = `${publicUrl}/find-jobs?${new URLSearchParams(alertSearchQuery(input.search)).toString()}`;
  const manage = `${publicUrl}/alerts`;
  const unsubscribePage = `${publicUrl}/alerts/unsubscribe?token=${token}`;
  const oneClick = `${publicUrl}${apiPaths.alerts.unsubscribe}?token=${token}`;
  const jobLink = (job: AlertJob) => `${publicUrl}/job/${job.id}`;
  const place = (job: AlertJob) => [job.companyName, job.location].filter(Boolean).join(' · ');
  const more = total > jobs.length ? t.more(total - jobs.length) : '';

  const text = [
    t.intro(name),
    '',
    ...jobs.map((job) => `- ${job.title} (${place(job)})\n  ${jobLink(job)}`),
    ...(more ? ['', more] : []),
    '',
    `${t.seeAll}: ${seeAll}`,
    `${t.manage}: ${manage}`,
    `${t.unsubscribe}: ${unsubscribePage}`,
    '',
    `- The ${PRODUCT_NAME} team`,
  ].join('\n');

  const items = jobs
    .map(
      (job) =>
        `<li style="margin-bottom:12px"><a href="${escapeHtml(jobLink(job))}" style="color:#4f46e5;font-weight:bold">${escapeHtml(job.title)}</a><br><span style="color:#6b7280;font-size:14px">${escapeHtml(place(job))}</span></li>`,
    )
    .join('\n');
  const html = layout(
    t.subject(total, name),
    `<p>${escapeHtml(t.intro(name))}</p>
<ul style="padding-left:18px">${items}</ul>
${more ? `<p>${escapeHtml(more)}</p>` : ''}
<p>${button(seeAll, t.seeAll)}</p>
<p style="font-size:13px"><a href="${escapeHtml(manage)}" style="color:#4f46e5">${escapeHtml(t.manage)}</a> · <a href="${escapeHtml(unsubscribePage)}" style="color:#4f46e5">${escapeHtml(t.unsubscribe)}</a></p>`,
    escapeHtml(t.footer),
  );
  return {
    to: input.to,
    subject: t.subject(total, name),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
