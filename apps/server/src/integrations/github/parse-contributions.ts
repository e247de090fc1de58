import { UpstreamError } from '../types';

/*
 * Reads the contributions calendar that github.com/users/{login}/contributions answers (an
 * HTML fragment, no API needed). Each day is a cell
 *   <td ... data-date="2026-03-01" id="contribution-day-component-0-17" data-level="2"
 *       class="ContributionCalendar-day"></td>
 * and its exact count is in a separate element joined by id:
 *   <tool-tip for="contribution-day-component-0-17" ...>5 contributions on March 1st.</tool-tip>
 *   ("1 contribution on ...", "No contributions on ...", "1,204 contributions on ...").
 * The level (0-4) is only a shade, so a day without its tool-tip is an error, not a guess.
 */

const bad = (why: string): never => {
  throw new UpstreamError('bad_payload', `GitHub contributions calendar: ${why}`);
};

const attr = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? m[1]! : null;
};

export function parseContributionCalendar(html: string): { date: string; count: number }[] {
  const tips = new Map<string, string>();
  for (const m of html.matchAll(/<tool-tip\b([^>]*)>([^<]*)<\/tool-tip>/g)) {
    const target = attr(m[1]!, 'for');
    if (target) tips.set(target, m[2]!.trim());
  }

  const days = new Map<string, number>();
  let lastCellAt = -1;
  for (const m of html.matchAll(/<td\b[^>]*>/g)) {
    const tag = m[0];
    const date = attr(tag, 'data-date');
    if (date === null) continue;
    lastCellAt = m.index;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) bad(`data-date "${date}" is not YYYY-MM-DD`);
    const id = attr(tag, 'id');
    if (!id) bad(`the cell of ${date} has no id`);
    const tip = tips.get(id!);
    if (tip === undefined) bad(`no tool-tip for ${id} (${date})`);
    const count = /^(No|[\d,]+) contributions? on\b/.exec(tip!);
    if (!count) bad(`tool-tip "${tip}" has no count`);
    days.set(date, count![1] === 'No' ? 0 : Number(count![1]!.replaceAll(',', '')));
  }
  if (days.size === 0) bad('no ContributionCalendar-day cells with data-date');
  // A truncated page still has cells; the whole calendar ends its table.
  if (html.indexOf('</table>', lastCellAt) === -1) bad('the calendar table is incomplete');
  return [...days.entries()]
    .map(([date, count]) => ({ date, count }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
